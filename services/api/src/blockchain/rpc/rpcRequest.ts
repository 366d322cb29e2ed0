import { getHttpRpcClient, type HttpRpcClient } from 'viem/utils'
import { BlockchainApiError } from '../errors/BlockchainApiError.js'

export type RpcRequestParameters = {
  url: string
  method: string
  params?: readonly unknown[]
  /** @default 10000 */
  timeoutMs?: number
}

/**
 * Sends one JSON-RPC call to an upstream node (viem's HTTP RPC client) and
 * returns its result. Network failures and JSON-RPC errors become a 502
 * `UPSTREAM_ERROR` (a JSON-RPC error as its `cause`).
 */
export async function rpcRequest<T = unknown>({
  url,
  method,
  params = [],
  timeoutMs = 10_000,
}: RpcRequestParameters): Promise<T> {
  let body: Awaited<ReturnType<HttpRpcClient['request']>>
  try {
    body = await getHttpRpcClient(url).request({
      body: { method, params: [...params] },
      timeout: timeoutMs,
    })
  } catch (cause) {
    throw new BlockchainApiError(
      502,
      'UPSTREAM_ERROR',
      `The chain node did not answer ${method}.`,
      { cause },
    )
  }
  if (body.error)
    throw new BlockchainApiError(
      502,
      'UPSTREAM_ERROR',
      `The chain node failed ${method}: ${body.error.message}`,
      // The JSON-RPC error (code, message) for callers that tell them apart.
      { cause: body.error },
    )
  return body.result as T
}
