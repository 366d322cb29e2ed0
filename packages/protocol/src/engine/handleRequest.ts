import { getSdkError } from '@latch/common'
import type { RpcMethod } from '../jsonrpc/rpcOptions.js'
import type { JsonRpcRequest } from '../jsonrpc/types.js'
import type { TransportType } from '../types/session.js'
import { deletePairing } from './deletePairing.js'
import { onSessionAuthenticate } from './onSessionAuthenticate.js'
import { onSessionDelete } from './onSessionDelete.js'
import { onSessionEvent } from './onSessionEvent.js'
import { onSessionExtend } from './onSessionExtend.js'
import { onSessionPing } from './onSessionPing.js'
import { onSessionPropose } from './onSessionPropose.js'
import { onSessionRequest } from './onSessionRequest.js'
import { onSessionSettle } from './onSessionSettle.js'
import { onSessionUpdate } from './onSessionUpdate.js'
import { sendResponse } from './sendResponse.js'
import type { EngineContext, VerifyInput } from './types.js'

/** An inbound wc_* request, with the topic it came on. */
export type InboundRequest = JsonRpcRequest<unknown, RpcMethod> & {
  id: number
  topic: string
  /** How it arrived: by the relay or in a link-mode URL. */
  transportType?: TransportType | undefined
}

/** Routes an inbound wc_* request to its handler. */
export async function handleRequest(
  ctx: EngineContext,
  topic: string,
  request: JsonRpcRequest<unknown> & { id: number },
  verifyInput?: VerifyInput | undefined,
  transportType: TransportType = 'relay',
): Promise<void> {
  const handlers: Record<string, typeof onSessionPropose> = {
    wc_sessionPropose: onSessionPropose,
    wc_sessionSettle: onSessionSettle,
    wc_sessionUpdate: onSessionUpdate,
    wc_sessionExtend: onSessionExtend,
    wc_sessionPing: onSessionPing,
    wc_sessionEvent: onSessionEvent,
    wc_sessionDelete: onSessionDelete,
    wc_sessionRequest: onSessionRequest,
    wc_sessionAuthenticate: onSessionAuthenticate,
  }
  // Like the SDK: a pairing made for one-click auth ignores the fallback
  // proposal when this client handles session_authenticate.
  const methods = ctx.stores.pairings.find(topic)?.methods
  if (
    methods?.includes('wc_sessionAuthenticate') &&
    !methods.includes(request.method) &&
    ctx.listenerCount('session_authenticate') > 0
  )
    return
  // The request itself answers for its topic, id and method.
  const inbound = { ...request, topic, transportType } as InboundRequest
  const handler = handlers[request.method]
  if (handler) return handler(ctx, topic, inbound, verifyInput)
  if (request.method === 'wc_pairingPing')
    return sendResponse(ctx, { ...inbound, result: true })
  if (request.method === 'wc_pairingDelete') return deletePairing(ctx, topic)
  await sendResponse(ctx, {
    ...inbound,
    method: 'unregistered_method',
    error: getSdkError('WC_METHOD_UNSUPPORTED', request.method),
  }).catch(() => {})
}
