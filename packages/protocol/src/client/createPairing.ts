import { generateRandomBytes32 } from '../crypto/generateRandomBytes32.js'
import { hashKey } from '../crypto/hashKey.js'
import { nowInSeconds } from '../engine/nowInSeconds.js'
import { storePairing } from '../engine/storePairing.js'
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
  const parts = {
    topic: await hashKey(symKey),
    symKey,
    expiryTimestamp: nowInSeconds(PROPOSAL_EXPIRY),
    relay: { protocol: 'irn' },
    methods,
  }
  const pairing = await storePairing(ctx, parts)
  return { pairing, uri: formatPairingUri(parts) }
}
