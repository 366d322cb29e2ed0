import {
  type Hash,
  type PublicClient,
  type TransactionReceipt,
  TransactionReceiptNotFoundError,
} from 'viem'
import { DevnetError } from './DevnetError.js'

export type WaitForReceiptOptions = {
  /** Gives up after this many ms with a DevnetError. @default 60000 */
  timeoutMs?: number
  /** @default 50 */
  pollingIntervalMs?: number
}

/**
 * The receipt of `hash`, asked of the node every `pollingIntervalMs` until
 * it has one. For anvil's automining devnets, where viem's
 * `waitForTransactionReceipt` can wait for good: anvil answers
 * `eth_sendRawTransaction` before the transaction's receipt can be read
 * (26 of 300 sends, measured on anvil 1.7), and viem's waiter, which reads
 * again only on a new block, drops a block that comes while it is still
 * looking the transaction up; with no transaction after it, no block
 * comes again (a mined payout was missed until its 180 s timeout). Past
 * `timeoutMs` it fails naming the transaction and what the node knows of
 * it.
 *
 * @example
 * const receipt = await waitForReceipt(client, hash)
 */
export async function waitForReceipt(
  client: Pick<PublicClient, 'getTransactionReceipt' | 'getTransaction'>,
  hash: Hash,
  { timeoutMs = 60_000, pollingIntervalMs = 50 }: WaitForReceiptOptions = {},
): Promise<TransactionReceipt> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    try {
      return await client.getTransactionReceipt({ hash })
    } catch (error) {
      if (!(error instanceof TransactionReceiptNotFoundError)) throw error
    }
    if (Date.now() + pollingIntervalMs > deadline) {
      const known = await client
        .getTransaction({ hash })
        .then((tx) => `known to the node, nonce ${tx.nonce}, not mined`)
        .catch(() => 'unknown to the node')
      throw new DevnetError(
        'RECEIPT_TIMEOUT',
        `No receipt for transaction ${hash} after ${timeoutMs} ms.`,
        { details: known },
      )
    }
    await new Promise((resolve) => setTimeout(resolve, pollingIntervalMs))
  }
}
