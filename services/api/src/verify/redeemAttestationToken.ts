import type { DbQueryable } from '../db/Db.js'
import { type AttestationTokenRecord, hashSecret } from './AttestationToken.js'

export type RedeemAttestationTokenParameters = {
  token: string
  /** The value of the token's cookie as the request carried it. */
  browserSecret: string | undefined
  /** @default Date.now() */
  now?: number | undefined
}

type Row = {
  project_id: string
  origin: string
  id: string
  decrypted_id: string
}

/**
 * Redeems a frame token: deletes it and answers what its page load fixed,
 * in one statement, so two redemptions racing get it once. `undefined`
 * when it is unknown, used, expired, or presented without its cookie (then
 * it is left for the browser that holds the cookie).
 */
export async function redeemAttestationToken(
  db: DbQueryable,
  { token, browserSecret, now = Date.now() }: RedeemAttestationTokenParameters,
): Promise<AttestationTokenRecord | undefined> {
  if (!browserSecret) return undefined
  const [row] = await db.query<Row>(
    `DELETE FROM verify_tokens
     WHERE token_hash = $1 AND browser_hash = $2
       AND expires_at > to_timestamp($3)
     RETURNING project_id, origin, id, decrypted_id`,
    [hashSecret(token), hashSecret(browserSecret), now / 1000],
  )
  return (
    row && {
      projectId: row.project_id,
      origin: row.origin,
      id: row.id,
      decryptedId: row.decrypted_id,
    }
  )
}
