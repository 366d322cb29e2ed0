import { base64urlnopad } from '@scure/base'

/** The claims of a Verify attestation JWT. */
export type AttestationPayload = {
  /** Seconds since the epoch. */
  exp: number
  /** sha256 hex of the sealed message it attests. */
  id: string
  /** The origin the Verify server saw the page on. */
  origin: string
  isScam?: boolean | undefined
  /** Whether the project allows that origin. */
  isVerified?: boolean | undefined
}

/**
 * Checks an ES256 (P-256, SHA-256) attestation JWT with WebCrypto against
 * the Verify server's public key: the signature, then that it attests
 * message `id` and has not expired. Resolves the payload, or `undefined`
 * for any failure (malformed, wrong key, other message, expired).
 *
 * https://latch.dev/docs/protocol/verify
 *
 * @example
 * const payload = await verifyAttestationJwt(jwt, { publicKey, id })
 */
export async function verifyAttestationJwt(
  jwt: string,
  { publicKey, id }: { publicKey: JsonWebKey; id: string },
): Promise<AttestationPayload | undefined> {
  try {
    const [header, body, signature] = jwt.split('.') as [string, string, string]
    const { kty, crv, x, y } = publicKey
    const key = await crypto.subtle.importKey(
      'jwk',
      { kty, crv, x, y } as JsonWebKey,
      { name: 'ECDSA', namedCurve: 'P-256' },
      false,
      ['verify'],
    )
    const valid = await crypto.subtle.verify(
      { name: 'ECDSA', hash: 'SHA-256' },
      key,
      base64urlnopad.decode(signature) as Uint8Array<ArrayBuffer>,
      new TextEncoder().encode(`${header}.${body}`),
    )
    const payload: AttestationPayload = JSON.parse(
      new TextDecoder().decode(base64urlnopad.decode(body)),
    )
    if (valid && payload.id === id && payload.exp * 1000 > Date.now())
      return payload
  } catch {}
  return undefined
}
