import { createHash, randomBytes } from 'node:crypto'
import type { DbQueryable } from '../../db/Db.js'

/** How long a passkey challenge can be answered. */
const PASSKEY_CHALLENGE_TTL_MS = 120_000

/** Sign-up, login, or the new passkey of a recovery by e-mail. */
export type PasskeyPurpose = 'register' | 'login' | 'recover'

/** What the database keeps of a challenge (base64url): its sha256, hex. */
export const hashChallenge = (challenge: string) =>
  createHash('sha256').update(challenge).digest('hex')

/**
 * A new WebAuthn challenge (32 random bytes, base64url as the browser
 * writes it in clientDataJSON) for one device, project and purpose: single
 * use, `PASSKEY_CHALLENGE_TTL_MS`.
 */
export async function createPasskeyChallenge(
  db: DbQueryable,
  {
    projectId,
    deviceId,
    purpose,
    now = Date.now(),
  }: {
    projectId: string
    deviceId: string
    purpose: PasskeyPurpose
    now?: number
  },
): Promise<{ challenge: string; expiresAt: number }> {
  const challenge = randomBytes(32).toString('base64url')
  const expiresAt = now + PASSKEY_CHALLENGE_TTL_MS
  await db.query(
    `INSERT INTO embedded_passkey_challenges
       (challenge_hash, project_id, device_id, purpose, expires_at)
     VALUES ($1, $2, $3, $4, to_timestamp($5::float8 / 1000))`,
    [hashChallenge(challenge), projectId, deviceId, purpose, expiresAt],
  )
  return { challenge, expiresAt }
}
