import type { Db } from '../../db/Db.js'
import type { EmbeddedSettings } from '../EmbeddedSettings.js'
import { checkCooldown } from '../email/checkCooldown.js'
import { createSessionToken, hashToken } from '../login/createSessionToken.js'

/**
 * Stores a device-approval link for an existing user signing in from an
 * unknown device (after the 30 s cooldown check, in one transaction locked
 * per address) and resolves with its token (only the sha256 is stored).
 */
export async function createDeviceLink(
  db: Db,
  {
    projectId,
    email,
    deviceId,
    userId,
    settings,
    now = Date.now(),
  }: {
    projectId: string
    email: string
    deviceId: string
    userId: string
    settings: Pick<EmbeddedSettings, 'deviceLinkTtlMs' | 'resendCooldownMs'>
    now?: number
  },
): Promise<string> {
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [
      `latch-embedded-mail:${projectId}:${email}`,
    ])
    await checkCooldown(tx, {
      projectId,
      email,
      purpose: 'login',
      settings,
      now,
    })
    const token = createSessionToken()
    await tx.query(
      `INSERT INTO embedded_device_links (token_hash, project_id, email,
         device_id, user_id, created_at, expires_at)
       VALUES ($1, $2, $3, $4, $5, to_timestamp($6::float8 / 1000),
         to_timestamp($7::float8 / 1000))`,
      [
        hashToken(token),
        projectId,
        email,
        deviceId,
        userId,
        now,
        now + settings.deviceLinkTtlMs,
      ],
    )
    return token
  })
}
