import { base64urlnopad, hex } from '@scure/base'
import { InvalidKeyError } from '../errors/crypto.js'
import { hexToKey } from '../utils/hexToKey.js'
import { deriveSymKeyFromKeyPair } from './deriveSymKeyFromKeyPair.js'

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
export async function deriveSymKey(
  privateKey: string,
  peerPublicKey: string,
  /** Own public key, if known: imports the private key 10× faster (JWK). */
  publicKey?: string | undefined,
): Promise<string> {
  if (!hexToKey(publicKey, 32)) {
    // Without it, WebCrypto computes it: import as PKCS#8, export as JWK.
    const priv = hexToKey(privateKey, 32)
    if (!priv) throw new InvalidKeyError({ name: 'privateKey', bytes: 32 })
    const key = await crypto.subtle.importKey(
      'pkcs8',
      Uint8Array.from([...pkcs8Prefix, ...priv]),
      'X25519',
      true,
      ['deriveBits'],
    )
    const { x = '' } = await crypto.subtle.exportKey('jwk', key)
    publicKey = hex.encode(base64urlnopad.decode(x))
  }
  return deriveSymKeyFromKeyPair(
    { privateKey, publicKey: publicKey as string },
    peerPublicKey,
  )
}
