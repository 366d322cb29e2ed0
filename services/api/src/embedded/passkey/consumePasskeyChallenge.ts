import type { DbQueryable } from '../../db/Db.js'
import { hashChallenge, type PasskeyPurpose } from './createPasskeyChallenge.js'
import { passkeyErrors } from './passkeyErrors.js'

/**
 * Takes the challenge an authenticator answered, once: one `UPDATE … WHERE
 * used_at IS NULL AND expires_at > now() RETURNING` for this project,
 * device and purpose. Another challenge, a used or expired one → 400
 * `passkey_challenge`.
 */
export async function consumePasskeyChallenge(
  db: DbQueryable,
  {
    challenge,
    projectId,
    deviceId,
    purpose,
  }: {
    challenge: string
    projectId: string
    deviceId: string
    purpose: PasskeyPurpose
  },
): Promise<void> {
  const rows = await db.query(
    `UPDATE embedded_passkey_challenges SET used_at = now()
     WHERE challenge_hash = $1 AND project_id = $2 AND device_id = $3
       AND purpose = $4 AND used_at IS NULL AND expires_at > now()
     RETURNING 1`,
    [hashChallenge(challenge), projectId, deviceId, purpose],
  )
  if (rows.length === 0) throw passkeyErrors.challenge()
}
