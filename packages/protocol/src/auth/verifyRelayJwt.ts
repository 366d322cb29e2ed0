import { ed25519 } from '@noble/curves/ed25519.js'
import { base64urlnopad, utf8 } from '@scure/base'
import { ed25519PublicKeyFromDidKey } from './ed25519PublicKeyFromDidKey.js'
import { RelayAuthError } from './RelayAuthError.js'

export type VerifyRelayJwtParameters = {
  /** Accepted `aud` values; omitted = any audience. */
  audiences?: readonly string[] | undefined
  /** Current time, unix seconds. @default now */
  now?: number | undefined
  /** Clock skew allowed on `iat` and `exp`, seconds. @default 120 */
  leeway?: number | undefined
  /**
   * Longest accepted lifetime `exp - iat`, seconds. With the `exp` check it
   * also bounds the age of `iat`: an accepted token was issued at most
   * `maxLifetime + leeway` seconds ago. The official SDKs sign
   * `exp = iat + 86400` and reuse the token until it expires.
   * @default 86_400
   */
  maxLifetime?: number | undefined
  /**
   * Ed25519 signature check. Servers can pass a native one (`node:crypto`),
   * about ten times faster than the portable default.
   * @default @noble/curves ed25519.verify
   */
  verifySignature?:
    | ((
        signature: Uint8Array,
        data: Uint8Array,
        publicKey: Uint8Array,
      ) => boolean)
    | undefined
}

export type RelayJwtClaims = {
  /** did:key of the signer: the relay's client id. */
  iss: string
  sub: string
  aud: string
  iat: number
  exp: number
}

function decodePart(part: string): unknown {
  try {
    return JSON.parse(utf8.encode(base64urlnopad.decode(part)))
  } catch (cause) {
    throw new RelayAuthError({ reason: 'format', cause })
  }
}

function isClaims(value: unknown): value is RelayJwtClaims {
  if (typeof value !== 'object' || value === null) return false
  const v = value as Record<string, unknown>
  return (
    typeof v.iss === 'string' &&
    typeof v.sub === 'string' &&
    typeof v.aud === 'string' &&
    Number.isFinite(v.iat) &&
    Number.isFinite(v.exp)
  )
}

/**
 * Verifies a relay authentication JWT (EdDSA over `header.payload`, signer =
 * the did:key in `iss`) and its time window and audience. Returns the
 * claims; throws `RelayAuthError` with a `reason` for every failure.
 *
 * https://latch.dev/docs/protocol/auth
 *
 * @example
 * const { iss } = verifyRelayJwt(jwt, { audiences: ['ws://127.0.0.1:8787'] })
 */
export function verifyRelayJwt(
  jwt: string,
  {
    audiences,
    now = Math.floor(Date.now() / 1000),
    leeway = 120,
    maxLifetime = 86_400,
    verifySignature = ed25519.verify,
  }: VerifyRelayJwtParameters = {},
): RelayJwtClaims {
  if (typeof jwt !== 'string')
    throw new RelayAuthError({ reason: 'format', details: 'not a string' })
  const parts = jwt.split('.')
  const [headerPart, payloadPart, signaturePart] = parts
  if (
    parts.length !== 3 ||
    headerPart === undefined ||
    payloadPart === undefined ||
    signaturePart === undefined
  )
    throw new RelayAuthError({ reason: 'format' })
  const header = decodePart(headerPart) as Record<string, unknown> | null
  if (header?.alg !== 'EdDSA' || header.typ !== 'JWT')
    throw new RelayAuthError({ reason: 'header' })
  const payload = decodePart(payloadPart)
  if (!isClaims(payload)) throw new RelayAuthError({ reason: 'payload' })
  const publicKey = ed25519PublicKeyFromDidKey(payload.iss)
  let signature: Uint8Array
  try {
    signature = base64urlnopad.decode(signaturePart)
  } catch (cause) {
    throw new RelayAuthError({ reason: 'format', cause })
  }
  const data = utf8.decode(`${headerPart}.${payloadPart}`)
  let valid = false
  try {
    valid = verifySignature(signature, data, publicKey)
  } catch {
    valid = false
  }
  if (!valid) throw new RelayAuthError({ reason: 'signature' })
  if (payload.exp + leeway < now)
    throw new RelayAuthError({
      reason: 'expired',
      details: `exp ${payload.exp} < now ${now} - ${leeway}s`,
    })
  if (payload.exp - payload.iat > maxLifetime || payload.exp < payload.iat)
    throw new RelayAuthError({
      reason: 'lifetime',
      details: `exp - iat = ${payload.exp - payload.iat} s, at most ${maxLifetime} s`,
    })
  if (payload.iat - leeway > now)
    throw new RelayAuthError({
      reason: 'notYetValid',
      details: `iat ${payload.iat} > now ${now} + ${leeway}s`,
    })
  if (audiences && !audiences.includes(payload.aud))
    throw new RelayAuthError({
      reason: 'audience',
      details: `aud ${JSON.stringify(payload.aud)} is not one of ${audiences.length} accepted`,
    })
  const { iss, sub, aud, iat, exp } = payload
  return { iss, sub, aud, iat, exp }
}
