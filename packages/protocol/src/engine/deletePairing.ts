import type { EngineContext } from './types.js'

/** Forgets a pairing: its record, key, expiry and subscription. */
export async function deletePairing(
  ctx: EngineContext,
  topic: string,
): Promise<void> {
  ctx.expirer.delete(`pairing:${topic}`)
  await ctx.stores.pairings.delete(topic)
  await ctx.stores.keychain.delete(topic)
  await ctx.relay.unsubscribe(topic).catch(() => {})
}
