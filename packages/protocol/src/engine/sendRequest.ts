import { formatJsonRpcRequest } from '../jsonrpc/formatJsonRpcRequest.js'
import { payloadId } from '../jsonrpc/payloadId.js'
import { type RpcMethod, rpcOptions } from '../jsonrpc/rpcOptions.js'
import { publishPayload } from './publishPayload.js'
import type { EngineContext } from './types.js'

export type SendRequestParameters = {
  topic: string
  method: Exclude<RpcMethod, 'unregistered_method'>
  params: unknown
  id?: number | undefined
  /** Overrides the method's relay ttl (session requests). */
  ttl?: number | undefined
  /** Link mode: the peer's universal link (see `getPeerAppLink`). */
  appLink?: string | undefined
}

/** Publishes a wc_* request on `topic`; returns its id. */
export async function sendRequest(
  ctx: EngineContext,
  {
    topic,
    method,
    params,
    id = payloadId(),
    ttl,
    appLink,
  }: SendRequestParameters,
): Promise<number> {
  const options = rpcOptions[method].req
  await publishPayload(ctx, {
    topic,
    payload: formatJsonRpcRequest(method, params, id),
    options: ttl ? { ...options, ttl } : options,
    appLink,
  })
  return id
}
