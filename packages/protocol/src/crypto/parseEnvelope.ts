import { base64 } from '@scure/base'
import { EnvelopeError } from '../errors/crypto.js'

export type ParsedEnvelope =
  | { type: 0; iv: Uint8Array; sealed: Uint8Array }
  | { type: 1; senderPublicKey: Uint8Array; iv: Uint8Array; sealed: Uint8Array }
  | { type: 2; payload: Uint8Array }

/**
 * Splits a base64 envelope into its parts. Internal; throws only
 * `EnvelopeError`.
 */
export function parseEnvelope(encoded: unknown): ParsedEnvelope {
  if (typeof encoded !== 'string') throw new EnvelopeError({ reason: 'base64' })
  let bytes: Uint8Array
  try {
    bytes = base64.decode(encoded)
  } catch (cause) {
    throw new EnvelopeError({ reason: 'base64', cause })
  }
  const type = bytes[0]
  if (type === 2) return { type, payload: bytes.subarray(1) }
  if (type !== 0 && type !== 1)
    throw new EnvelopeError({ reason: type === undefined ? 'length' : 'type' })
  // The iv follows the type byte (and, in type 1, the sender's key); 16 =
  // Poly1305 tag: even an empty plaintext seals to 16 bytes.
  const ivStart = type === 0 ? 1 : 33
  if (bytes.length < ivStart + 12 + 16)
    throw new EnvelopeError({ reason: 'length' })
  const iv = bytes.subarray(ivStart, ivStart + 12)
  const sealed = bytes.subarray(ivStart + 12)
  return type === 0
    ? { type, iv, sealed }
    : { type, senderPublicKey: bytes.subarray(1, 33), iv, sealed }
}
