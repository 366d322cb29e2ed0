import type { EngineContext } from '../engine/types.js'
import type { Pairing } from '../types/pairing.js'
import { parsePairingUri } from '../uri/parsePairingUri.js'

export type PairParameters = { uri: string }

/**
 * Wallet: pairs with a dapp from its `wc:` URI and subscribes to the
 * pairing topic; the proposal arrives as `session_proposal`.
 *
 * @example
 * client.on('session_proposal', ({ id }) => client.approve({ id, namespaces }))
 * await client.pair({ uri })
 */
export async function pair(
  ctx: EngineContext,
  { uri }: PairParameters,
): Promise<Pairing> {
  const parsed = parsePairingUri(uri)
  const pairing: Pairing = {
    topic: parsed.topic,
    expiry: parsed.expiryTimestamp ?? Math.floor(Date.now() / 1000) + 300,
    relay: parsed.relay,
    active: false,
    ...(parsed.methods && { methods: parsed.methods }),
  }
  await ctx.stores.keychain.set(pairing.topic, parsed.symKey)
  await ctx.stores.pairings.set(pairing.topic, pairing)
  ctx.expirer.set(`pairing:${pairing.topic}`, pairing.expiry)
  await ctx.relay.subscribe(pairing.topic)
  return pairing
}
