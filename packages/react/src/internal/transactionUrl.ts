import type { Network } from '@latch/common'
import { blockExplorerUrl } from '@latch/core'

/**
 * The transaction's page on the network's block explorer, with the
 * explorer's name (core's `blockExplorerUrl`, which also makes the
 * account's explorer url); undefined where the network has none.
 */
export function transactionUrl(
  network: Network | undefined,
  hash: string | undefined,
): { href: string; name: string } | undefined {
  return hash ? blockExplorerUrl(network, { tx: hash }) : undefined
}
