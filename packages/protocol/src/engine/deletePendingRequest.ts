import type { EngineContext } from './types.js'

/** Forgets a session request (answered or expired): the queue moves on. */
export async function deletePendingRequest(
  ctx: EngineContext,
  id: number,
): Promise<void> {
  await ctx.stores.requests.delete(id)
  ctx.queue.complete(id)
}
