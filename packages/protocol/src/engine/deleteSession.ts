import { deletePendingRequest } from './deletePendingRequest.js'
import type { EngineContext } from './types.js'

/**
 * Forgets a session: its key, pending requests, expiry and subscription.
 * The topic is remembered as recently deleted by the store.
 */
export async function deleteSession(
  ctx: EngineContext,
  topic: string,
): Promise<void> {
  const session = ctx.stores.sessions.find(topic)
  if (!session) return
  await ctx.stores.sessions.delete(topic)
  ctx.lastUpdateIds.delete(topic)
  for (const request of ctx.stores.requests.values())
    if (request.topic === topic) await deletePendingRequest(ctx, request.id)
  await ctx.stores.keychain.delete(topic)
  await ctx.stores.keychain.delete(session.self.publicKey)
  await ctx.relay.unsubscribe(topic).catch(() => {})
}
