import { ProtocolError } from '@latch/common'
import type { RpcMethod } from '../jsonrpc/rpcOptions.js'
import type { Session } from '../types/session.js'
import { replyError } from './replyError.js'
import type { EngineContext } from './types.js'

/**
 * The session of `topic`; when there is none, answers the request with
 * NO_MATCHING_KEY and returns undefined.
 */
export async function findSessionOrReply(
  ctx: EngineContext,
  meta: { topic: string; id: number; method: RpcMethod },
): Promise<Session | undefined> {
  const session = ctx.stores.sessions.find(meta.topic)
  if (session) return session
  const context = ctx.stores.sessions.wasDeleted(meta.topic)
    ? `Record was recently deleted - session: ${meta.topic}`
    : `session topic doesn't exist: ${meta.topic}`
  await replyError(ctx, meta, new ProtocolError('NO_MATCHING_KEY', { context }))
  return undefined
}
