import { didKeyFromEd25519PublicKey } from '../auth/didKeyFromEd25519PublicKey.js'
import { fromBase64 } from '../utils/fromBase64.js'
import { toBase64 } from '../utils/toBase64.js'

export type SignRelayJwtParameters = {
  /** 32-byte Ed25519 seed (the client's persistent identity key). */
  seed: Uint8Array
  aud: string
  sub: string
  iat?: number | undefined
  ttl?: number | undefined
}

// DER prefix of a PKCS#8 Ed25519 private key (RFC 8410), then the seed.
const pkcs8Prefix = [48, 46, 2, 1, 0, 48, 5, 6, 3, 43, 101, 112, 4, 34, 4, 32]

const base64url = (bytes: Uint8Array) =>
  toBase64(bytes).replace(/=/g, '').replace(/\+/g, '-').replace(/\//g, '_')

/**
 * The relay JWT of `createRelayJwt`, byte for byte (Ed25519 is
 * deterministic), signed with WebCrypto; also returns the `iss` did:key.
 */
export async function signRelayJwt({
  seed,
  aud,
  sub,
  iat = Math.floor(Date.now() / 1000),
  ttl = 86400,
}: SignRelayJwtParameters): Promise<{ jwt: string; iss: string }> {
  const key = await crypto.subtle.importKey(
    'pkcs8',
    Uint8Array.from([...pkcs8Prefix, ...seed]),
    { name: 'Ed25519' },
    true,
    ['sign'],
  )
  const { x = '' } = await crypto.subtle.exportKey('jwk', key)
  const padded = x.replace(/-/g, '+').replace(/_/g, '/')
  const iss = didKeyFromEd25519PublicKey(
    fromBase64(padded + '='.repeat((4 - (padded.length % 4)) % 4)),
  )
  const payload = JSON.stringify({ iss, sub, aud, iat, exp: iat + ttl })
  const encoder = new TextEncoder()
  // base64url of '{"alg":"EdDSA","typ":"JWT"}'
  const data = `eyJhbGciOiJFZERTQSIsInR5cCI6IkpXVCJ9.${base64url(encoder.encode(payload))}`
  const signature = await crypto.subtle.sign(
    { name: 'Ed25519' },
    key,
    encoder.encode(data),
  )
  return { jwt: `${data}.${base64url(new Uint8Array(signature))}`, iss }
}
