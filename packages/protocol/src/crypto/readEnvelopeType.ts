import { hex } from '@scure/base'
import type { EnvelopeError } from '../errors/crypto.js'
import { parseEnvelope } from './parseEnvelope.js'

export type ReadEnvelopeTypeReturnType = {
  type: 0 | 1 | 2
  /** Type 1 only: the sender's X25519 public key, 64 hex. */
  senderPublicKey?: string
}

export type ReadEnvelopeTypeErrorType = EnvelopeError

/**
 * Reads an envelope's type (and, for type 1, the sender's public key)
 * without decrypting it. Throws only `EnvelopeError`.
 *
 * https://latch.dev/docs/protocol/crypto#envelopes
 *
 * @example
 * const { type, senderPublicKey } = readEnvelopeType(encoded)
 * const symKey = type === 1 ? deriveSymKey(self.privateKey, senderPublicKey!) : topicKey
 */
export function readEnvelopeType(encoded: string): ReadEnvelopeTypeReturnType {
  const envelope = parseEnvelope(encoded)
  if (envelope.type === 1)
    return { type: 1, senderPublicKey: hex.encode(envelope.senderPublicKey) }
  return { type: envelope.type }
}
