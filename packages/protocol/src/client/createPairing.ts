import { generateRandomBytes32 } from '../crypto/generateRandomBytes32.js'
import { hashKey } from '../crypto/hashKey.js'
import { nowInSeconds } from '../engine/nowInSeconds.js'
import type { EngineContext } from '../engine/types.js'
import type { Pairing } from '../types/pairing.js'
import { formatPairingUri } from '../uri/formatPairingUri.js'
import { PROPOSAL_EXPIRY } from '../validation/constants.js'

/** Dapp: a fresh pairing (random symKey, topic = sha256) and its URI. */
export async function createPairing(
  ctx: EngineContext,
  { methods }: { methods?: string[] | undefined } = {},
): Promise<{ pairing: Pairing; uri: string }> {
  const symKey = generateRandomBytes32()
  const topic = await hashKey(symKey)
  const pairing: Pairing = {
    topic,
    expiry: nowInSeconds(PROPOSAL_EXPIRY),
    relay: { protocol: 'irn' },
    active: false,
    ...(methods && { methods }),
  }
  await ctx.stores.keychain.set(topic, symKey)
  await ctx.stores.pairings.set(topic, pairing)
  ctx.expirer.set(`pairing:${topic}`, pairing.expiry)
  const uri = formatPairingUri({
    topic,
    symKey,
    expiryTimestamp: pairing.expiry,
    relay: pairing.relay,
    ...(methods && { methods }),
  })
  return { pairing, uri }
}
