import type { Address, Hex } from 'viem'
import { BlockchainApiError } from '../errors/BlockchainApiError.js'
import { rpcRequest } from '../rpc/rpcRequest.js'
import { isRevert, toRpcCall } from './callContract.js'

/**
 * `eth_estimateGas` of a transaction. A transaction the chain would revert
 * (allowance or balance short, quote moved past the slippage) is 400
 * `SWAP_WOULD_REVERT` with the node's reason; a failing node is 502.
 */
export async function estimateGas(
  rpcUrl: string,
  call: { from: Address; to: Address; data: Hex; value?: bigint },
): Promise<bigint> {
  try {
    return BigInt(
      await rpcRequest<Hex>({
        url: rpcUrl,
        method: 'eth_estimateGas',
        params: [toRpcCall(call)],
      }),
    )
  } catch (error) {
    if (!isRevert(error)) throw error
    const reason = ((error as BlockchainApiError).cause as { message?: string })
      .message
    throw new BlockchainApiError(
      400,
      'SWAP_WOULD_REVERT',
      `The transaction would revert: ${String(reason).slice(0, 200)}`,
    )
  }
}

/** The chain's gas price (`eth_gasPrice`), wei. */
export async function gasPrice(rpcUrl: string): Promise<bigint> {
  return BigInt(await rpcRequest<Hex>({ url: rpcUrl, method: 'eth_gasPrice' }))
}
