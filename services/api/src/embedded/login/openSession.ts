import { randomUUID } from 'node:crypto'
import type { DbQueryable } from '../../db/Db.js'
import { createSessionToken, hashToken } from './createSessionToken.js'

/**
 * Approves the device for the user and opens a session (inside the
 * caller's transaction): a new bearer token, of which only the sha256 is
 * stored, pinned to the project and host origin.
 */
export async function openSession(
  tx: DbQueryable,
  {
    projectId,
    userId,
    deviceId,
    origin,
    ttlMs,
    now,
    passkeyId = null,
  }: {
    projectId: string
    userId: string
    deviceId: string
    origin: string
    ttlMs: number
    now: number
    /** The passkey a passkey user signed in with (it signs for this session). */
    passkeyId?: string | null | undefined
  },
): Promise<{ token: string; expiresAt: number }> {
  await tx.query(
    `INSERT INTO embedded_devices (user_id, device_id) VALUES ($1, $2)
     ON CONFLICT DO NOTHING`,
    [userId, deviceId],
  )
  const token = createSessionToken()
  const expiresAt = now + ttlMs
  await tx.query(
    `INSERT INTO embedded_sessions (id, token_hash, project_id, user_id,
       device_id, created_at, expires_at, origin, passkey_id)
     VALUES ($1, $2, $3, $4, $5, to_timestamp($6::float8 / 1000),
       to_timestamp($7::float8 / 1000), $8, $9)`,
    [
      randomUUID(),
      hashToken(token),
      projectId,
      userId,
      deviceId,
      now,
      expiresAt,
      origin,
      passkeyId,
    ],
  )
  return { token, expiresAt }
}
