import { randomBytes } from 'node:crypto'
import type { DbQueryable } from '../db/Db.js'
import { type AttestationTokenRecord, hashSecret } from './AttestationToken.js'

export type IssueAttestationTokenParameters = AttestationTokenRecord & {
  ttlSeconds: number
  /** @default Date.now() */
  now?: number | undefined
}

export type IssueAttestationTokenReturnType = {
  /** Embedded in the page; redeemed once by its script. */
  token: string
  /** Set as the page's cookie (`attestationCookieName(token)`). */
  browserSecret: string
}

/**
 * Issues a single-use frame token for one attestation page load (README
 * "Verify"): the token goes into the page, the browser secret into an
 * HttpOnly cookie set by the same answer; both are stored as sha256
 * hashes with what the load fixed (project, origin, ids) until
 * `ttlSeconds` from now.
 */
export async function issueAttestationToken(
  db: DbQueryable,
  {
    projectId,
    origin,
    id,
    decryptedId,
    ttlSeconds,
    now = Date.now(),
  }: IssueAttestationTokenParameters,
): Promise<IssueAttestationTokenReturnType> {
  const token = randomBytes(24).toString('base64url')
  const browserSecret = randomBytes(32).toString('base64url')
  await db.query(
    `INSERT INTO verify_tokens
       (token_hash, browser_hash, project_id, origin, id, decrypted_id,
        expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, to_timestamp($7))`,
    [
      hashSecret(token),
      hashSecret(browserSecret),
      projectId,
      origin,
      id,
      decryptedId,
      now / 1000 + ttlSeconds,
    ],
  )
  return { token, browserSecret }
}
