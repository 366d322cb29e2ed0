import { BlockchainApiError } from '../errors/BlockchainApiError.js'

export type RpcRequestParameters = {
  url: string
  method: string
  params?: readonly unknown[]
  /** @default 10000 */
  timeoutMs?: number
}

/**
 * Sends one JSON-RPC call to an upstream node and returns its result.
 * Network failures and JSON-RPC errors become a 502 `UPSTREAM_ERROR` (a
 * JSON-RPC error as its `cause`).
 */
export async function rpcRequest<T = unknown>({
  url,
  method,
  params = [],
  timeoutMs = 10_000,
}: RpcRequestParameters): Promise<T> {
  let body: { result?: T; error?: { code: number; message: string } }
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
      signal: AbortSignal.timeout(timeoutMs),
    })
    if (!response.ok) throw new Error(`HTTP ${response.status}`)
    body = (await response.json()) as typeof body
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
