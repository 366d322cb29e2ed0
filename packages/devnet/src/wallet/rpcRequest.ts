import { getHttpRpcClient, type HttpRpcClient } from 'viem/utils'
import { ProviderRpcError } from './ProviderRpcError.js'

/**
 * Sends one JSON-RPC request over HTTP POST (viem's HTTP RPC client). Node
 * errors come back as {@link ProviderRpcError} with the node's code; an
 * unreachable URL as 4901.
 */
export async function rpcRequest(
  { url, chainId }: { url: string; chainId: number },
  method: string,
  params: unknown = [],
): Promise<unknown> {
  let body: Awaited<ReturnType<HttpRpcClient['request']>>
  try {
    body = await getHttpRpcClient(url).request({
      body: { method, params },
    })
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
