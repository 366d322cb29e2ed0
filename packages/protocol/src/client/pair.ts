import { storePairing } from '../engine/storePairing.js'
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
  const pairing = await storePairing(ctx, parsePairingUri(uri))
  await ctx.relay.subscribe(pairing.topic)
  return pairing
}
