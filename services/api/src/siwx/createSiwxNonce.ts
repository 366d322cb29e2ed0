import { randomInt } from 'node:crypto'
import type { DbQueryable } from '../db/Db.js'

const alphabet =
  'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'

/** Characters in a nonce: 24 of 62 ≈ 142 bits (EIP-4361: ≥ 8 alphanumeric). */
export const SIWX_NONCE_LENGTH = 24

export type CreateSiwxNonceParameters = {
  projectId: string
  ttlSeconds: number
  /** @default Date.now() */
  now?: number
}

/**
 * Issues a sign-in nonce: 24 alphanumeric characters from the OS CSPRNG
 * (`crypto.randomInt`, unbiased), stored for `projectId` until it expires.
 * (viem's `generateSiweNonce` uses `Math.random`, so it is not used here.)
 */
export async function createSiwxNonce(
  db: DbQueryable,
  { projectId, ttlSeconds, now = Date.now() }: CreateSiwxNonceParameters,
): Promise<{ nonce: string; expiresAt: string }> {
  let nonce = ''
  for (let i = 0; i < SIWX_NONCE_LENGTH; i++)
    nonce += alphabet[randomInt(alphabet.length)]
  const expiresAt = now + ttlSeconds * 1000
  await db.query(
    `INSERT INTO siwx_nonces (nonce, project_id, expires_at)
     VALUES ($1, $2, to_timestamp($3::float8 / 1000))`,
    [nonce, projectId, expiresAt],
  )
  return { nonce, expiresAt: new Date(expiresAt).toISOString() }
}
