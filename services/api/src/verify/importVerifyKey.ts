import { webcrypto } from 'node:crypto'

/** The public half as GET /v3/public-key publishes it (Verify v3 shape). */
export type VerifyPublicJwk = {
  crv: 'P-256'
  ext: true
  key_ops: ['verify']
  kty: 'EC'
  x: string
  y: string
}

/** The ES256 key attestations are signed with. */
export type VerifyKey = {
  privateKey: webcrypto.CryptoKey
  publicJwk: VerifyPublicJwk
}

const ecdsa = { name: 'ECDSA', namedCurve: 'P-256' } as const
const probe = new TextEncoder().encode('latch verify key check')

/**
 * Imports a private P-256 JWK (`kty: 'EC'`, `crv: 'P-256'`, `x`, `y`,
 * `d`) for signing with WebCrypto, and checks that `d` belongs to `x`/`y`
 * (a probe signature must verify). Throws a `TypeError` otherwise.
 */
export async function importVerifyKey(jwk: unknown): Promise<VerifyKey> {
  const { kty, crv, x, y, d } = (jwk ?? {}) as Record<string, unknown>
  if (
    kty !== 'EC' ||
    crv !== 'P-256' ||
    typeof x !== 'string' ||
    typeof y !== 'string' ||
    typeof d !== 'string'
  )
    throw new TypeError('The Verify key must be a private P-256 JWK (x, y, d)')
  const { subtle } = webcrypto
  let privateKey: webcrypto.CryptoKey
  let publicKey: webcrypto.CryptoKey
  try {
    privateKey = await subtle.importKey(
      'jwk',
      { kty, crv, x, y, d },
      ecdsa,
      false,
      ['sign'],
    )
    publicKey = await subtle.importKey('jwk', { kty, crv, x, y }, ecdsa, true, [
      'verify',
    ])
  } catch (cause) {
    throw new TypeError('The Verify key is not a valid P-256 JWK', { cause })
  }
  const algorithm = { name: 'ECDSA', hash: 'SHA-256' }
  const signature = await subtle.sign(algorithm, privateKey, probe)
  if (!(await subtle.verify(algorithm, publicKey, signature, probe)))
    throw new TypeError('The Verify key: d does not match x and y')
  return {
    privateKey,
    publicJwk: { crv, ext: true, key_ops: ['verify'], kty, x, y },
  }
}
