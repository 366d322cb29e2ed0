import type { Address, Hex } from 'viem'

/** A transaction as the devnet's node reports it (hex quantities decoded). */
export type DevnetTransaction = {
  hash: string
  from: Address
  to: Address | null
  value: bigint
  /** The call data ('0x' for a plain transfer). */
  input: Hex
  /** Undefined while pending. */
  block: bigint | undefined
  status: 'pending' | 'confirmed' | 'failed'
}

async function rpc<T>(url: string, method: string, params: unknown[]) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  })
  if (!response.ok) throw new Error(`HTTP ${response.status}`)
  const body = (await response.json()) as {
    result?: T
    error?: { message: string }
  }
  if (body.error) throw new Error(body.error.message)
  return body.result as T
}

/**
 * The transaction `hash` on the node at `url`, with its receipt's status;
 * undefined when the node does not know it.
 */
export async function readTransaction(
  url: string,
  hash: string,
): Promise<DevnetTransaction | undefined> {
  const [tx, receipt] = await Promise.all([
    rpc<{
      hash: string
      from: Address
      to: Address | null
      value: string
      input: Hex
    } | null>(url, 'eth_getTransactionByHash', [hash]),
    rpc<{ status: string; blockNumber: string } | null>(
      url,
      'eth_getTransactionReceipt',
      [hash],
    ),
  ])
  if (!tx) return undefined
  return {
    hash: tx.hash,
    from: tx.from,
    to: tx.to,
    value: BigInt(tx.value),
    input: tx.input,
    block: receipt ? BigInt(receipt.blockNumber) : undefined,
    status: !receipt
      ? 'pending'
      : receipt.status === '0x1'
        ? 'confirmed'
        : 'failed',
  }
}
