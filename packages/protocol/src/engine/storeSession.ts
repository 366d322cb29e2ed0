import type { Session } from '../types/session.js'
import type { EngineContext } from './types.js'

/**
 * Saves `session` under its topic and (re)arms its expiry. The store
 * updates in memory at once; the promise is its write to storage.
 */
export function storeSession(
  ctx: EngineContext,
  session: Session,
): Promise<void> {
  ctx.expirer.set(`session:${session.topic}`, session.expiry)
  return ctx.stores.sessions.set(session.topic, session)
}
