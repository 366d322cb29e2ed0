import { hexToBytes } from '../utils/hexToBytes.js'
import { toBase64Url } from '../utils/toBase64Url.js'
import { deriveX25519SymKey } from './deriveX25519SymKey.js'
import type { GenerateKeyPairReturnType } from './generateKeyPair.js'

/**
 * `deriveSymKey(keyPair.privateKey, peerPublicKey, keyPair.publicKey)` for
 * a key pair of `generateKeyPair`, as the sign client holds them: the
 * private key is imported as a JWK with its public half. Internal; it
 * keeps the PKCS#8 import out of the client bundle.
 */
export function deriveSymKeyFromKeyPair(
  keyPair: GenerateKeyPairReturnType,
  peerPublicKey: string,
): Promise<string> {
  return deriveX25519SymKey(keyPair.privateKey, peerPublicKey, (privateKey) =>
    crypto.subtle.importKey(
      'jwk',
      {
        kty: 'OKP',
        crv: 'X25519',
        d: toBase64Url(privateKey),
        x: toBase64Url(hexToBytes(keyPair.publicKey)),
      },
      'X25519',
      false,
      ['deriveBits'],
    ),
  )
}
