import { acceptSessionRequest } from './acceptSessionRequest.js'
import { findSessionOrReply } from './findSessionOrReply.js'
import type { InboundRequest } from './handleRequest.js'
import type { EngineContext } from './types.js'

/** Answers a ping with `true` and emits `session_ping`. */
export async function onSessionPing(
  ctx: EngineContext,
  _topic: string,
  request: InboundRequest,
): Promise<void> {
  if (await findSessionOrReply(ctx, request))
    await acceptSessionRequest(ctx, request)
}
