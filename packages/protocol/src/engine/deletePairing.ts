import type { EngineContext } from './types.js'

/** Forgets a pairing (and its expiry): record, key and subscription. */
export async function deletePairing(
  ctx: EngineContext,
  topic: string,
): Promise<void> {
  await ctx.stores.pairings.delete(topic)
  await ctx.stores.keychain.delete(topic)
  await ctx.relay.unsubscribe(topic).catch(() => {})
}
