import type { Address, Hex } from 'viem'
import { BlockchainApiError } from '../errors/BlockchainApiError.js'
import { rpcRequest } from '../rpc/rpcRequest.js'

/**
 * `eth_call` of `data` on `to` at the latest block through the chain's
 * first RPC URL. A call the chain reverts answers `undefined` (no pool, not
 * enough liquidity); a node that fails or does not answer throws the 502
 * `UPSTREAM_ERROR` of `rpcRequest`.
 */
export async function callContract(
  rpcUrl: string,
  call: { to: Address; data: Hex; from?: Address; value?: bigint },
): Promise<Hex | undefined> {
  try {
    return await rpcRequest<Hex>({
      url: rpcUrl,
      method: 'eth_call',
      params: [toRpcCall(call), 'latest'],
    })
  } catch (error) {
    if (isRevert(error)) return undefined
    throw error
  }
}

/** A transaction object for eth_call / eth_estimateGas. */
export function toRpcCall(call: {
  to: Address
  data: Hex
  from?: Address
  value?: bigint
}) {
  return {
    to: call.to,
    data: call.data,
    ...(call.from ? { from: call.from } : {}),
    ...(call.value ? { value: `0x${call.value.toString(16)}` } : {}),
  }
}

/** Whether `rpcRequest` failed because the chain reverted the call. */
export function isRevert(error: unknown): boolean {
  if (!(error instanceof BlockchainApiError)) return false
  return isRevertError(error.cause)
}

/** Whether a JSON-RPC error object says the chain reverted the call. */
export function isRevertError(rpcError: unknown): boolean {
  const cause = rpcError as { code?: unknown; message?: unknown } | undefined
  if (typeof cause !== 'object' || cause === null || !('code' in cause))
    return false
  return (
    cause.code === 3 ||
    (typeof cause.message === 'string' && /revert/i.test(cause.message))
  )
}
