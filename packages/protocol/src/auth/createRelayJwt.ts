import { ed25519 } from '@noble/curves/ed25519.js'
import { base64urlnopad, utf8 } from '@scure/base'
import { didKeyFromEd25519PublicKey } from './didKeyFromEd25519PublicKey.js'
import { RelayAuthError } from './RelayAuthError.js'

export type CreateRelayJwtParameters = {
  /** 32-byte Ed25519 seed (the client's persistent identity key). */
  seed: Uint8Array
  /** The relay URL exactly as the client connects to it. */
  aud: string
  /** Per-client random id (32 bytes hex in the official SDK). */
  sub: string
  /** Issued-at, unix seconds. @default now */
  iat?: number | undefined
  /** Lifetime in seconds. @default 86400 */
  ttl?: number | undefined
}

/** The encoded JWT header, shared by signer and verifier. */
const relayJwtHeader = base64urlnopad.encode(
  utf8.decode('{"alg":"EdDSA","typ":"JWT"}'),
)

/**
 * Signs the relay authentication JWT: header `{"alg":"EdDSA","typ":"JWT"}`,
 * payload `{iss, sub, aud, iat, exp}` in that order, `iss` the did:key of
 * the seed's public key, all parts base64url without padding.
 *
 * https://latch.dev/docs/protocol/auth
 *
 * @example
 * const jwt = createRelayJwt({ seed, aud: 'ws://127.0.0.1:8787', sub })
 */
export function createRelayJwt({
  seed,
  aud,
  sub,
  iat = Math.floor(Date.now() / 1000),
  ttl = 86400,
}: CreateRelayJwtParameters): string {
  if (!(seed instanceof Uint8Array) || seed.length !== 32)
    throw new RelayAuthError({ reason: 'seed' })
  const iss = didKeyFromEd25519PublicKey(ed25519.getPublicKey(seed))
  const payload = JSON.stringify({ iss, sub, aud, iat, exp: iat + ttl })
  const data = `${relayJwtHeader}.${base64urlnopad.encode(utf8.decode(payload))}`
  const signature = ed25519.sign(utf8.decode(data), seed)
  return `${data}.${base64urlnopad.encode(signature)}`
}
