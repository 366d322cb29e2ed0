import { formatJsonRpcError } from '../jsonrpc/formatJsonRpcError.js'
import { formatJsonRpcResult } from '../jsonrpc/formatJsonRpcResult.js'
import { type RpcMethod, rpcOptions } from '../jsonrpc/rpcOptions.js'
import { publishPayload } from './publishPayload.js'
import type { EngineContext } from './types.js'

export type SendResponseParameters = {
  topic: string
  id: number
  method: RpcMethod
  /** Link mode: the peer's universal link (see `getPeerAppLink`). */
  appLink?: string | undefined
} & (
  | { result: unknown; error?: undefined }
  | { error: { code: number; message: string; data?: unknown } }
)

/** Publishes a result or an error for request `id` on `topic`. */
export async function sendResponse(
  ctx: EngineContext,
  parameters: SendResponseParameters,
): Promise<void> {
  const { topic, id, method, error, appLink } = parameters
  const options = rpcOptions[method]
  await publishPayload(ctx, {
    topic,
    payload: error
      ? formatJsonRpcError(id, error)
      : formatJsonRpcResult(id, parameters.result),
    options: error && 'reject' in options ? options.reject : options.res,
    appLink,
  })
}
