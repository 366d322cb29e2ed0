import type { Session } from '../types/session.js'
import type { InboundRequest } from './handleRequest.js'
import { sendResponse } from './sendResponse.js'
import type { EngineContext } from './types.js'

/**
 * Accepts a wc_sessionPing, wc_sessionExtend or wc_sessionUpdate of the
 * peer: applies `patch` to the session, answers `true` and emits
 * `session_ping`, `session_extend` or `session_update` (with `params`).
 */
export async function acceptSessionRequest(
  ctx: EngineContext,
  request: InboundRequest,
  patch?: Partial<Session>,
  params?: Partial<Session>,
): Promise<void> {
  const { id, topic, method } = request
  if (patch) await ctx.stores.sessions.update(topic, patch)
  await sendResponse(ctx, { ...request, result: true }).catch(() => {})
  // wc_sessionPing → session_ping
  ctx.emit(
    `session_${method.slice(10).toLowerCase()}` as 'session_update',
    {
      id,
      topic,
      ...(params && { params }),
    } as never,
  )
}
