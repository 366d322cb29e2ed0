import { InvalidKeyError } from '../errors/crypto.js'
import { bytesToHex } from '../utils/bytesToHex.js'
import { hexToKey } from '../utils/hexToKey.js'

/**
 * The work of `deriveSymKey` once it knows how to import the private key:
 * checks both keys, imports them, then `HKDF-SHA256(X25519(…))` with empty
 * salt and info, 32 bytes, as hex. Internal.
 */
export async function deriveX25519SymKey(
  privateKey: string,
  peerPublicKey: string,
  importPrivateKey: (privateKey: Uint8Array<ArrayBuffer>) => Promise<CryptoKey>,
): Promise<string> {
  const priv = hexToKey(privateKey, 32)
  if (!priv) throw new InvalidKeyError({ name: 'privateKey', bytes: 32 })
  const pub = hexToKey(peerPublicKey, 32)
  if (!pub) throw new InvalidKeyError({ name: 'peerPublicKey', bytes: 32 })
  const { subtle } = crypto
  let shared: ArrayBuffer
  try {
    const [self, peer] = await Promise.all([
      importPrivateKey(priv),
      subtle.importKey('raw', pub, 'X25519', false, []),
    ])
    shared = await subtle.deriveBits(
      { name: 'X25519', public: peer },
      self,
      256,
    )
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
