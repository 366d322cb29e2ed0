import { EnvelopeError } from '../errors/crypto.js'
import { hexToKey } from '../utils/hexToKey.js'
import { chacha20poly1305 } from './chacha20poly1305.js'
import { parseEnvelope } from './parseEnvelope.js'

export type DecodeEnvelopeParameters = {
  /** ChaCha20-Poly1305 key, 64 hex characters. */
  symKey: string
  /** The base64 envelope as received from the relay. */
  encoded: string
}

export type DecodeEnvelopeErrorType = EnvelopeError

/**
 * Decrypts a type 0 or type 1 envelope. For type 1, derive `symKey` first
 * from the sender key given by `readEnvelopeType`. Throws only
 * `EnvelopeError`, whatever the input (type 2 is refused: link mode only).
 *
 * https://latch.dev/docs/protocol/crypto#envelopes
 *
 * @example
 * const message = decodeEnvelope({ symKey, encoded })
 */
export function decodeEnvelope(parameters: DecodeEnvelopeParameters): string {
  const { symKey, encoded } = parameters ?? {}
  const key = hexToKey(symKey, 32)
  if (!key) throw new EnvelopeError({ reason: 'key' })
  const envelope = parseEnvelope(encoded)
  if (envelope.type === 2) throw new EnvelopeError({ reason: 'type' })
  let plaintext: Uint8Array
  try {
    plaintext = chacha20poly1305(key, envelope.iv).decrypt(envelope.sealed)
  } catch (cause) {
    throw new EnvelopeError({ reason: 'decrypt', cause })
  }
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(plaintext)
  } catch (cause) {
    throw new EnvelopeError({ reason: 'utf8', cause })
  }
}
