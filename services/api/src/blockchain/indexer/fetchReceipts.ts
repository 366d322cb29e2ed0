import type { Hex } from 'viem'
import { rpcRequest } from '../rpc/rpcRequest.js'
import type { RpcBlock, RpcReceipt } from './rpcTypes.js'

/**
 * Receipt status per transaction hash of a block: one eth_getBlockReceipts
 * call, or eth_getTransactionReceipt per transaction on nodes without it.
 */
export async function fetchReceipts(
  url: string,
  block: RpcBlock,
): Promise<Map<Hex, boolean>> {
  const status = new Map<Hex, boolean>()
  if (block.transactions.length === 0) return status
  const receipts = await rpcRequest<RpcReceipt[] | null>({
    url,
    method: 'eth_getBlockReceipts',
    params: [block.number],
  }).catch(() =>
    Promise.all(
      block.transactions.map((tx) =>
        rpcRequest<RpcReceipt>({
          url,
          method: 'eth_getTransactionReceipt',
          params: [tx.hash],
        }),
      ),
    ),
  )
  // Pre-Byzantium receipts have no status: count them as mined.
  for (const receipt of receipts ?? [])
    status.set(receipt.transactionHash, receipt.status !== '0x0')
  return status
}
