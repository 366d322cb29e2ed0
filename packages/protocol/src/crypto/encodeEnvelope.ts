import { base64 } from '@scure/base'
import { EnvelopeError } from '../errors/crypto.js'
import { hexToKey } from '../utils/hexToKey.js'
import { randomBytes } from '../utils/randomBytes.js'
import { chacha20poly1305 } from './chacha20poly1305.js'

export type EncodeEnvelopeParameters = {
  /** 0 = symmetric (default); 1 = with the sender's X25519 public key. */
  type?: 0 | 1 | undefined
  /** ChaCha20-Poly1305 key, 64 hex characters. */
  symKey: string
  /** Plaintext, usually `JSON.stringify` of a JSON-RPC payload. */
  message: string
  /** Required for type 1: the sender's X25519 public key, 64 hex. */
  senderPublicKey?: string | undefined
  /** 12-byte nonce; random by default. Pass one only in tests. */
  iv?: Uint8Array | undefined
}

export type EncodeEnvelopeErrorType = EnvelopeError

/**
 * Encrypts `message` into a WalletConnect envelope, standard base64 with
 * padding: type 0 = `0x00 | iv | sealed`, type 1 =
 * `0x01 | senderPublicKey | iv | sealed` (sealed = ciphertext ‖ tag).
 *
 * https://latch.dev/docs/protocol/crypto#envelopes
 *
 * @example
 * const encoded = encodeEnvelope({ symKey, message: JSON.stringify(request) })
 */
export function encodeEnvelope(parameters: EncodeEnvelopeParameters): string {
  const { type = 0, symKey, message, senderPublicKey } = parameters
  const key = hexToKey(symKey, 32)
  if (!key) throw new EnvelopeError({ reason: 'key' })
  const iv = parameters.iv ?? randomBytes(12)
  if (!(iv instanceof Uint8Array) || iv.length !== 12)
    throw new EnvelopeError({ reason: 'iv' })
  const sealed = chacha20poly1305(key, iv).encrypt(
    new TextEncoder().encode(message),
  )
  let head: Uint8Array = Uint8Array.of(0)
  if (type === 1) {
    const sender = hexToKey(senderPublicKey, 32)
    if (!sender) throw new EnvelopeError({ reason: 'sender' })
    head = Uint8Array.of(1, ...sender)
  } else if (type !== 0) throw new EnvelopeError({ reason: 'type' })
  const out = new Uint8Array(head.length + 12 + sealed.length)
  out.set([...head, ...iv])
  out.set(sealed, head.length + 12)
  return base64.encode(out)
}
