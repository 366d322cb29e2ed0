import type { Pairing } from '../types/pairing.js'
import { PROPOSAL_EXPIRY } from '../validation/constants.js'
import { nowInSeconds } from './nowInSeconds.js'
import type { EngineContext } from './types.js'

/** The parts of a pairing URI (`ParsePairingUriReturnType` fits). */
export type StorePairingParameters = {
  topic: string
  symKey: string
  expiryTimestamp?: number | undefined
  relay: Pairing['relay']
  methods?: string[] | undefined
}

/**
 * Stores an inactive pairing and its symKey; it expires when the URI
 * says, else in 5 minutes. Takes the parts of a pairing URI: the wallet's
 * parsed one, the dapp's about to be formatted.
 */
export async function storePairing(
  ctx: EngineContext,
  { topic, symKey, expiryTimestamp, relay, methods }: StorePairingParameters,
): Promise<Pairing> {
  const pairing: Pairing = {
    topic,
    expiry: expiryTimestamp ?? nowInSeconds(PROPOSAL_EXPIRY),
    relay,
    active: false,
    ...(methods && { methods }),
  }
  await ctx.stores.keychain.set(topic, symKey)
  await ctx.stores.pairings.set(topic, pairing)
  return pairing
}
