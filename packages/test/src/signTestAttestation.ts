/** The claims a Verify server signs (Verify v3 attestation JWT). */
export type TestAttestationPayload = {
  exp: number
  id: string
  origin: string
  isScam: boolean
  isVerified: boolean
}

const encode = (value: object) =>
  Buffer.from(JSON.stringify(value)).toString('base64url')

/** A fresh WebCrypto P-256 key pair and its public JWK. */
export async function generateAttestationKey(): Promise<{
  privateKey: CryptoKey
  publicKey: JsonWebKey
}> {
  const pair = await crypto.subtle.generateKey(
    { name: 'ECDSA', namedCurve: 'P-256' },
    true,
    ['sign', 'verify'],
  )
  const publicKey = await crypto.subtle.exportKey('jwk', pair.publicKey)
  return { privateKey: pair.privateKey, publicKey }
}

/**
 * Signs `payload` as a compact ES256 JWS, as a Verify server does
 * (WebCrypto's ECDSA signature is already the JWS `r || s` form).
 */
export async function signTestAttestation(
  privateKey: CryptoKey,
  payload: TestAttestationPayload,
): Promise<string> {
  const input = `${encode({ alg: 'ES256', typ: 'JWT' })}.${encode(payload)}`
  const signature = await crypto.subtle.sign(
    { name: 'ECDSA', hash: 'SHA-256' },
    privateKey,
    new TextEncoder().encode(input),
  )
  return `${input}.${Buffer.from(signature).toString('base64url')}`
}
