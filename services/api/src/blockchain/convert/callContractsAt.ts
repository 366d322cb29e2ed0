import type { Hex } from 'viem'
import { getHttpRpcClient } from 'viem/utils'
import { BlockchainApiError } from '../errors/BlockchainApiError.js'
import { rpcRequest } from '../rpc/rpcRequest.js'
import { isRevertError, toRpcCall } from './callContract.js'
import type { BlockRef } from './latestBlock.js'

type Call = { to: `0x${string}`; data: Hex }

/** One answer of a batch: its result, `undefined` if reverted; else 502. */
function answer(response: { result?: unknown; error?: unknown } | undefined) {
  if (response?.error !== undefined) {
    if (isRevertError(response.error)) return undefined
    throw new BlockchainApiError(
      502,
      'UPSTREAM_ERROR',
      'The chain node failed eth_call.',
      { cause: response.error },
    )
  }
  if (typeof response?.result !== 'string')
    throw new BlockchainApiError(
      502,
      'UPSTREAM_ERROR',
      'The chain node answered eth_call without a result.',
    )
  return response.result as Hex
}

/**
 * `eth_call` of each of `calls` at `block` (EIP-1898 by hash) in ONE
 * JSON-RPC batch request; answers in order, `undefined` for a call the
 * chain reverts. A node that refuses batches is asked one call at a time.
 */
export async function callContractsAt(
  rpcUrl: string,
  calls: readonly Call[],
  block: BlockRef,
): Promise<(Hex | undefined)[]> {
  if (calls.length === 0) return []
  const at = { blockHash: block.hash }
  const body = calls.map((call, i) => ({
    jsonrpc: '2.0' as const,
    id: i,
    method: 'eth_call',
    params: [toRpcCall(call), at],
  }))
  let responses: unknown
  try {
    responses = await getHttpRpcClient(rpcUrl).request({
      body,
      timeout: 10_000,
    })
  } catch (cause) {
    throw new BlockchainApiError(
      502,
      'UPSTREAM_ERROR',
      'The chain node did not answer eth_call.',
      { cause },
    )
  }
  if (!Array.isArray(responses))
    return Promise.all(
      calls.map((call) =>
        rpcRequest<Hex>({
          url: rpcUrl,
          method: 'eth_call',
          params: [toRpcCall(call), at],
        }).then(
          (result) => answer({ result }),
          (error: unknown) => {
            if (
              error instanceof BlockchainApiError &&
              isRevertError(error.cause)
            )
              return undefined
            throw error
          },
        ),
      ),
    )
  const byId = new Map(
    (responses as { id?: unknown }[]).map((r) => [r?.id, r] as const),
  )
  return calls.map((_, i) =>
    answer(byId.get(i) as { result?: unknown; error?: unknown } | undefined),
  )
}
