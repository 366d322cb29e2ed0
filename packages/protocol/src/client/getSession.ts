import { ProtocolError } from '@latch/common'
import type { EngineContext } from '../engine/types.js'
import type { Session } from '../types/session.js'

/**
 * The unexpired session of `topic`.
 *
 * @throws {ProtocolError} NO_MATCHING_KEY (noting a recent deletion), EXPIRED
 */
export function getSession(ctx: EngineContext, topic: string): Session {
  const session = ctx.stores.sessions.get(topic)
  if (session.expiry * 1000 <= Date.now())
    throw new ProtocolError('EXPIRED', { context: `session topic: ${topic}` })
  return session
}
