import { base64urlnopad } from '@scure/base'
import { nowInSeconds } from '../engine/nowInSeconds.js'
import type { RelayKey } from './importRelayKey.js'

export type SignRelayJwtParameters = RelayKey & {
  aud: string
  sub: string
  iat?: number | undefined
  ttl?: number | undefined
}

/**
 * The relay JWT of `createRelayJwt`, byte for byte (Ed25519 is
 * deterministic), signed with WebCrypto.
 */
export async function signRelayJwt({
  key,
  iss,
  aud,
  sub,
  iat = nowInSeconds(),
  ttl = 86400,
}: SignRelayJwtParameters): Promise<string> {
  const payload = JSON.stringify({ iss, sub, aud, iat, exp: iat + ttl })
  const encoder = new TextEncoder()
  // base64url of '{"alg":"EdDSA","typ":"JWT"}'
  const data = `eyJhbGciOiJFZERTQSIsInR5cCI6IkpXVCJ9.${base64urlnopad.encode(encoder.encode(payload))}`
  const signature = await crypto.subtle.sign(
    { name: 'Ed25519' },
    key,
    encoder.encode(data),
  )
  return `${data}.${base64urlnopad.encode(new Uint8Array(signature))}`
}
