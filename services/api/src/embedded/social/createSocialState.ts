import { createHash, randomBytes } from 'node:crypto'
import type { Db } from '../../db/Db.js'
import { hashState } from './hashState.js'

/** How long a login may take from /redirect to /connect. @default 10 min */
export const SOCIAL_STATE_TTL_MS = 600_000

export type CreateSocialStateParameters = {
  projectId: string
  deviceId: string
  /** The host page origin the frame pinned. */
  origin: string
  provider: string
  /** The exact `redirect_uri` sent (repeated at the token request). */
  redirectUri: string
  /** @default SOCIAL_STATE_TTL_MS */
  ttlMs?: number | undefined
  /** @default Date.now() */
  now?: number | undefined
}

export type CreateSocialStateReturnType = {
  /** 256 random bits, base64url; only its hash is stored. */
  state: string
  /** RFC 7636 S256 challenge of the stored verifier. */
  codeChallenge: string
  /** OIDC nonce the ID token must repeat. */
  nonce: string
}

/**
 * Starts a social login: a random `state`, PKCE verifier (S256 challenge)
 * and nonce, stored bound to project, device and origin for `ttlMs`.
 * Expired rows are swept on the way.
 *
 * @example
 * const { state, codeChallenge, nonce } = await createSocialState(db, { projectId, deviceId, origin, provider: 'google', redirectUri })
 */
export async function createSocialState(
  db: Db,
  {
    projectId,
    deviceId,
    origin,
    provider,
    redirectUri,
    ttlMs = SOCIAL_STATE_TTL_MS,
    now = Date.now(),
  }: CreateSocialStateParameters,
): Promise<CreateSocialStateReturnType> {
  const state = randomBytes(32).toString('base64url')
  const codeVerifier = randomBytes(32).toString('base64url')
  const nonce = randomBytes(24).toString('base64url')
  const codeChallenge = createHash('sha256')
    .update(codeVerifier)
    .digest('base64url')
  await db.query(
    'DELETE FROM embedded_social_states WHERE expires_at < to_timestamp($1::float8 / 1000)',
    [now - 86_400_000],
  )
  await db.query(
    `INSERT INTO embedded_social_states (state_hash, project_id, device_id,
       origin, provider, redirect_uri, code_verifier, nonce, created_at,
       expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, to_timestamp($9::float8 / 1000),
       to_timestamp($10::float8 / 1000))`,
    [
      hashState(state),
      projectId,
      deviceId,
      origin,
      provider,
      redirectUri,
      codeVerifier,
      nonce,
      now,
      now + ttlMs,
    ],
  )
  return { state, codeChallenge, nonce }
}
