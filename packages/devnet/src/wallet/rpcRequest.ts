import { ProviderRpcError } from './ProviderRpcError.js'

let nextId = 1

/**
 * Sends one JSON-RPC request over HTTP POST. Node errors come back as
 * {@link ProviderRpcError} with the node's code; an unreachable URL as 4901.
 */
export async function rpcRequest(
  { url, chainId }: { url: string; chainId: number },
  method: string,
  params: unknown = [],
): Promise<unknown> {
  let body: {
    result?: unknown
    error?: { code: number; message: string; data?: unknown }
  }
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: nextId++, method, params }),
    })
    body = await response.json()
  } catch (error) {
    throw ProviderRpcError.chainDisconnected(
      chainId,
      error instanceof Error ? error.message : String(error),
    )
  }
  if (body.error)
    throw new ProviderRpcError(
      body.error.code,
      body.error.message,
      body.error.data,
    )
  return body.result
}
