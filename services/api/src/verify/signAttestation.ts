import { webcrypto } from 'node:crypto'
import type { AttestationPayload } from './Attestation.js'

const header = Buffer.from(
  JSON.stringify({ alg: 'ES256', typ: 'JWT' }),
).toString('base64url')

/**
 * Signs an attestation as a compact ES256 JWS: WebCrypto's ECDSA P-256
 * SHA-256 signature is already the 64-byte `r || s` form JWS uses.
 *
 * @example
 * const jwt = await signAttestation(key.privateKey, { exp, id, origin, isScam: false, isVerified: true })
 */
export async function signAttestation(
  privateKey: webcrypto.CryptoKey,
  payload: AttestationPayload,
): Promise<string> {
  const body = Buffer.from(JSON.stringify(payload)).toString('base64url')
  const input = `${header}.${body}`
  const signature = await webcrypto.subtle.sign(
    { name: 'ECDSA', hash: 'SHA-256' },
    privateKey,
    new TextEncoder().encode(input),
  )
  return `${input}.${Buffer.from(signature).toString('base64url')}`
}
