import { createPublicKey, verify } from 'node:crypto'

/**
 * Ed25519 signature check with Node's native crypto, for JWT verification on
 * every connection: about a tenth of the portable JavaScript check's cost,
 * which matters in a reconnect storm. Malformed input is simply invalid.
 */
export function verifyEd25519(
  signature: Uint8Array,
  data: Uint8Array,
  publicKey: Uint8Array,
): boolean {
  if (publicKey.length !== 32 || signature.length !== 64) return false
  try {
    const key = createPublicKey({
      key: {
        kty: 'OKP',
        crv: 'Ed25519',
        x: Buffer.from(publicKey).toString('base64url'),
      },
      format: 'jwk',
    })
    return verify(null, data, key, signature)
  } catch {
    return false
  }
}
