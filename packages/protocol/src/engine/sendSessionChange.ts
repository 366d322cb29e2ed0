import { ProtocolError } from '@latch/common'
import { getSession } from '../client/getSession.js'
import type { Session } from '../types/session.js'
import { sendRequestForResponse } from './sendRequestForResponse.js'
import type { EngineContext } from './types.js'

/**
 * Wallet (controller only): `update` or `extend`. Checks the session of
 * `topic` (and `check` it, e.g. new namespaces), applies `patch` to it and
 * sends wc_sessionUpdate (`params: patch`) or wc_sessionExtend (`{}`).
 *
 * @throws {ProtocolError} NO_MATCHING_KEY, EXPIRED, UNAUTHORIZED_UPDATE_REQUEST,
 *   UNAUTHORIZED_EXTEND_REQUEST, and whatever `check` throws
 */
export async function sendSessionChange(
  ctx: EngineContext,
  topic: string,
  kind: 'update' | 'extend',
  patch: Partial<Session>,
  check?: (session: Session) => void,
): Promise<{ acknowledged: () => Promise<void> }> {
  const session = getSession(ctx, topic)
  const update = kind === 'update'
  if (session.controller !== session.self.publicKey)
    throw new ProtocolError(
      update ? 'UNAUTHORIZED_UPDATE_REQUEST' : 'UNAUTHORIZED_EXTEND_REQUEST',
      { context: `${kind}() for topic: ${topic}` },
    )
  check?.(session)
  await ctx.stores.sessions.update(topic, patch)
  const response = await sendRequestForResponse(ctx, {
    topic,
    method: update ? 'wc_sessionUpdate' : 'wc_sessionExtend',
    params: update ? patch : {},
  })
  return { acknowledged: () => response().then(() => {}) }
}
