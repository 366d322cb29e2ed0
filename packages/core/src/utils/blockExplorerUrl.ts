import type { Network } from '@latch/common'

/**
 * A page of the network's block explorer, with the explorer's name:
 * `<explorer>/tx/<hash>` for a transaction, `<explorer>/address/<address>`
 * for an account (`/account/` on Solana; a cluster query kept after the
 * path); undefined where
 * the network has no explorer, so no link is shown rather than a broken one.
 * https://latch.dev/docs/core/actions/getAccountDetails
 *
 * @example
 * blockExplorerUrl(mainnet, { tx: '0xab…' })?.href // 'https://etherscan.io/tx/0xab…'
 */
export function blockExplorerUrl(
  network: Network | undefined,
  page: { tx: string } | { address: string },
): { href: string; name: string } | undefined {
  const explorer = network?.blockExplorers?.default
  // Solana's explorers name an address's page `account`.
  const [kind, id] =
    'tx' in page
      ? ['tx', page.tx]
      : [
          network?.chainNamespace === 'solana' ? 'account' : 'address',
          page.address,
        ]
  if (!explorer || !id) return undefined
  const path = `/${kind}/${encodeURIComponent(id)}`
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
