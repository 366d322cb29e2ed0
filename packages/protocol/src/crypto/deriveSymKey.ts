import { x25519 } from '@noble/curves/ed25519.js'
import { hkdf } from '@noble/hashes/hkdf.js'
import { sha256 } from '@noble/hashes/sha2.js'
import { bytesToHex } from '@noble/hashes/utils.js'
import { InvalidKeyError } from '../errors/crypto.js'
import { hexToKey } from '../utils/hexToKey.js'

export type DeriveSymKeyErrorType = InvalidKeyError

/**
 * Session symKey: `HKDF-SHA256(X25519(privateKey, peerPublicKey))` with empty
 * salt and info, 32 bytes, as hex.
 *
 * https://latch.dev/docs/protocol/crypto
 *
 * @example
 * const symKey = deriveSymKey(self.privateKey, peer.publicKey)
 * const sessionTopic = hashKey(symKey)
 */
export function deriveSymKey(
  privateKey: string,
  peerPublicKey: string,
): string {
  const priv = hexToKey(privateKey, 32)
  if (!priv) throw new InvalidKeyError({ name: 'privateKey', bytes: 32 })
  const pub = hexToKey(peerPublicKey, 32)
  if (!pub) throw new InvalidKeyError({ name: 'peerPublicKey', bytes: 32 })
  let shared: Uint8Array
  try {
    shared = x25519.getSharedSecret(priv, pub)
  } catch {
    // Low-order points give an all-zero secret; noble rejects them.
    throw new InvalidKeyError({ name: 'peerPublicKey', bytes: 32 })
  }
  return bytesToHex(hkdf(sha256, shared, undefined, undefined, 32))
}
