import { EnvelopeError } from '../errors/crypto.js'
import { fromBase64 } from '../utils/fromBase64.js'

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
    bytes = fromBase64(encoded)
  } catch (cause) {
    throw new EnvelopeError({ reason: 'base64', cause })
  }
  const type = bytes[0]
  // 16 = Poly1305 tag: even an empty plaintext seals to 16 bytes.
  if (type === 0) {
    if (bytes.length < 1 + 12 + 16)
      throw new EnvelopeError({ reason: 'length' })
    return { type, iv: bytes.subarray(1, 13), sealed: bytes.subarray(13) }
  }
  if (type === 1) {
    if (bytes.length < 1 + 32 + 12 + 16)
      throw new EnvelopeError({ reason: 'length' })
    return {
      type,
      senderPublicKey: bytes.subarray(1, 33),
      iv: bytes.subarray(33, 45),
      sealed: bytes.subarray(45),
    }
  }
  if (type === 2) return { type, payload: bytes.subarray(1) }
  throw new EnvelopeError({
    reason: type === undefined ? 'length' : 'type',
  })
}
