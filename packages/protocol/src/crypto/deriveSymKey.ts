import type { InvalidKeyError } from '../errors/crypto.js'
import { hexToKey } from '../utils/hexToKey.js'
import { deriveSymKeyFromKeyPair } from './deriveSymKeyFromKeyPair.js'
import { deriveX25519SymKey } from './deriveX25519SymKey.js'

export type DeriveSymKeyErrorType = InvalidKeyError

// DER prefix of a PKCS#8 X25519 private key (RFC 8410), then the 32 bytes.
const pkcs8Prefix = [48, 46, 2, 1, 0, 48, 5, 6, 3, 43, 101, 110, 4, 34, 4, 32]

/**
 * Session symKey: `HKDF-SHA256(X25519(privateKey, peerPublicKey))` with empty
 * salt and info, 32 bytes, as hex (WebCrypto).
 *
 * https://latch.dev/docs/protocol/crypto
 *
 * @example
 * const symKey = await deriveSymKey(self.privateKey, peer.publicKey)
 * const sessionTopic = await hashKey(symKey)
 */
export function deriveSymKey(
  privateKey: string,
  peerPublicKey: string,
  /** Own public key, if known: imports the private key 10× faster (JWK). */
  publicKey?: string | undefined,
): Promise<string> {
  if (publicKey && hexToKey(publicKey, 32))
    return deriveSymKeyFromKeyPair({ privateKey, publicKey }, peerPublicKey)
  return deriveX25519SymKey(privateKey, peerPublicKey, (priv) =>
    crypto.subtle.importKey(
      'pkcs8',
      Uint8Array.from([...pkcs8Prefix, ...priv]),
      'X25519',
      false,
      ['deriveBits'],
    ),
  )
}
