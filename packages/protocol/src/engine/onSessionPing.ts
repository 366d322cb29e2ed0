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
  const meta = { topic, id: request.id, method: 'wc_sessionPing' } as const
  if (!(await findSessionOrReply(ctx, meta))) return
  await sendResponse(ctx, { ...meta, result: true }).catch(() => {})
  ctx.emit('session_ping', { id: request.id, topic })
}
