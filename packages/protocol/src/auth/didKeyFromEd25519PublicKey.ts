import { base58 } from './base58.js'
import { RelayAuthError } from './RelayAuthError.js'

/** Multicodec prefix of an Ed25519 public key (varint 0xed). */
export const ed25519MulticodecPrefix = new Uint8Array([0xed, 0x01])

/**
 * Encodes an Ed25519 public key as a `did:key` (multibase base58btc of the
 * multicodec-prefixed key), the client id form used in relay JWTs.
 *
 * https://latch.dev/docs/protocol/auth
 *
 * @example
 * didKeyFromEd25519PublicKey(publicKey) // 'did:key:z6Mk…'
 */
export function didKeyFromEd25519PublicKey(publicKey: Uint8Array): string {
  if (publicKey.length !== 32)
    throw new RelayAuthError({
      reason: 'did',
      details: `public key has ${publicKey.length} bytes, expected 32`,
    })
  const bytes = new Uint8Array(34)
  bytes.set(ed25519MulticodecPrefix, 0)
  bytes.set(publicKey, 2)
  return `did:key:z${base58(bytes)}`
}
