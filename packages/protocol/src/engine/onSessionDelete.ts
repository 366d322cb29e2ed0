import { assertValidReason } from '../validation/assertValidReason.js'
import { deleteSession } from './deleteSession.js'
import type { InboundRequest } from './handleRequest.js'
import type { EngineContext } from './types.js'

/**
 * The peer ended the session: forget it and emit `session_delete`. Like
 * the official SDK, no response is sent.
 */
export async function onSessionDelete(
  ctx: EngineContext,
  topic: string,
  request: InboundRequest,
): Promise<void> {
  if (!ctx.stores.sessions.find(topic)) return
  try {
    assertValidReason(request.params, 'onSessionDeleteRequest()')
  } catch {
    return
  }
  await deleteSession(ctx, topic)
  ctx.emit('session_delete', { id: request.id, topic })
}
