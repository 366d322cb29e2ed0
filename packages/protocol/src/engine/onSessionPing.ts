import { findSessionOrReply } from './findSessionOrReply.js'
import type { InboundRequest } from './handleRequest.js'
import { sendResponse } from './sendResponse.js'
import type { EngineContext } from './types.js'

/** Answers a ping with `true` and emits `session_ping`. */
export async function onSessionPing(
  ctx: EngineContext,
  topic: string,
  request: InboundRequest,
): Promise<void> {
  if (!(await findSessionOrReply(ctx, request))) return
  await sendResponse(ctx, { ...request, result: true }).catch(() => {})
  ctx.emit('session_ping', { id: request.id, topic })
}
