import type { Network } from '@latch/common'

/**
 * The transaction's page on the network's block explorer, with the
 * explorer's name (`<explorer>/tx/<hash or signature>`, a cluster query
 * kept after the path); undefined where the network has none, so no link
 * is shown rather than a broken one.
 */
export function transactionUrl(
  network: Network | undefined,
  hash: string | undefined,
): { href: string; name: string } | undefined {
  const explorer = network?.blockExplorers?.default
  if (!explorer || !hash) return undefined
  const path = `/tx/${encodeURIComponent(hash)}`
  const { url } = explorer
  // A query without a fragment selects the cluster (Solana explorers:
  // `…/?cluster=devnet`): the path goes before it. After a fragment (the
  // demo's `explorer.html?chain=1#`), at the end.
  const query = url.includes('#') ? -1 : url.indexOf('?')
  const href =
    query < 0
      ? `${url.replace(/\/+$/, '')}${path}`
      : `${url.slice(0, query).replace(/\/+$/, '')}${path}${url.slice(query)}`
  return { href, name: explorer.name }
}
