import type { Address, Hex } from 'viem'
import { BlockchainApiError } from '../errors/BlockchainApiError.js'
import { rpcRequest } from '../rpc/rpcRequest.js'
import { isRevert, toRpcCall } from './callContract.js'

/** JSON-RPC codes of nodes refusing a transaction (revert, funds, VM error). */
const REFUSED = new Set([3, -32000, -32003, -32015])

/** Whether the node answered that the transaction cannot run (not that it failed). */
function isRefused(error: unknown) {
  if (isRevert(error)) return true
  if (!(error instanceof BlockchainApiError)) return false
  const cause = error.cause as { code?: unknown; message?: unknown } | undefined
  return (
    typeof cause === 'object' &&
    cause !== null &&
    (REFUSED.has(cause.code as number) ||
      (typeof cause.message === 'string' &&
        /insufficient funds|exceeds/i.test(cause.message)))
  )
}

/**
 * `eth_estimateGas` of a transaction. A transaction the chain would revert
 * or refuse (allowance, balance or gas funds short, quote moved past the
 * slippage) is 400
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
    if (!isRefused(error)) throw error
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
