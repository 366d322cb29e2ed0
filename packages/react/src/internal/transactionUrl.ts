import type { Network } from '@latch/common'

/**
 * The transaction's page on the network's block explorer, with the
 * explorer's name; undefined where the network has none (the devnet), so
 * no link is shown rather than a broken one.
 */
export function transactionUrl(
  network: Network | undefined,
  hash: string | undefined,
): { href: string; name: string } | undefined {
  const explorer = network?.blockExplorers?.default
  if (!explorer || !hash) return undefined
  return {
    href: `${explorer.url.replace(/\/+$/, '')}/tx/${encodeURIComponent(hash)}`,
    name: explorer.name,
  }
}
