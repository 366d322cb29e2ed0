import { InvalidKeyError } from '../errors/crypto.js'
import { bytesToHex } from '../utils/bytesToHex.js'
import { hexToKey } from '../utils/hexToKey.js'
import { toBase64Url } from '../utils/toBase64Url.js'

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
  const priv = hexToKey(privateKey, 32)
  if (!priv) throw new InvalidKeyError({ name: 'privateKey', bytes: 32 })
  const pub = hexToKey(peerPublicKey, 32)
  if (!pub) throw new InvalidKeyError({ name: 'peerPublicKey', bytes: 32 })
  const { subtle } = crypto
  const x25519 = { name: 'X25519' }
  const own = hexToKey(publicKey, 32)
  let shared: ArrayBuffer
  try {
    const [self, peer] = await Promise.all([
      own
        ? subtle.importKey(
            'jwk',
            {
              kty: 'OKP',
              crv: 'X25519',
              d: toBase64Url(priv),
              x: toBase64Url(own),
            },
            x25519,
            false,
            ['deriveBits'],
          )
        : subtle.importKey(
            'pkcs8',
            Uint8Array.from([...pkcs8Prefix, ...priv]),
            x25519,
            false,
            ['deriveBits'],
          ),
      subtle.importKey('raw', pub, x25519, false, []),
    ])
    shared = await subtle.deriveBits({ ...x25519, public: peer }, self, 256)
  } catch {
    // Low-order points give an all-zero secret: WebCrypto throws
    // OperationError (Secure Curves spec), as noble did.
    throw new InvalidKeyError({ name: 'peerPublicKey', bytes: 32 })
  }
  const ikm = await subtle.importKey('raw', shared, 'HKDF', false, [
    'deriveBits',
  ])
  const empty = new Uint8Array()
  const bits = await subtle.deriveBits(
    { name: 'HKDF', hash: 'SHA-256', salt: empty, info: empty },
    ikm,
    256,
  )
  return bytesToHex(new Uint8Array(bits))
}
