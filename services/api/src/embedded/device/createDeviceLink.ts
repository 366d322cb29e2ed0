import type { Db } from '../../db/Db.js'
import type { EmbeddedSettings } from '../EmbeddedSettings.js'
import { checkCooldown } from '../email/checkCooldown.js'
import type { Limit } from '../email/Limit.js'
import { takeLimits } from '../email/takeLimits.js'
import { createSessionToken, hashToken } from '../login/createSessionToken.js'

/**
 * Stores a device-approval link for an existing user signing in from an
 * unknown device (after the 30 s cooldown check of that address and
 * device and the mail `limits`, in one transaction locked per (address,
 * device)) and resolves with its token (only the sha256 is stored). The
 * requesting IP, user-agent summary and time are kept for the approval
 * page and the mail.
 */
export async function createDeviceLink(
  db: Db,
  {
    projectId,
    email,
    deviceId,
    userId,
    clientIp,
    userAgent,
    limits = [],
    settings,
    now = Date.now(),
  }: {
    projectId: string
    email: string
    deviceId: string
    userId: string
    /** The requesting client's address (shown, not a key). */
    clientIp: string
    /** Its user-agent summary (`summariseUserAgent`). */
    userAgent: string
    limits?: readonly Limit[] | undefined
    settings: Pick<EmbeddedSettings, 'deviceLinkTtlMs' | 'resendCooldownMs'>
    now?: number
  },
): Promise<string> {
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [
      `latch-embedded-mail:${projectId}:${email}:${deviceId}`,
    ])
    await checkCooldown(tx, {
      projectId,
      email,
      deviceId,
      purpose: 'login',
      settings,
      now,
    })
    await takeLimits(tx, limits, now)
    const token = createSessionToken()
    await tx.query(
      `INSERT INTO embedded_device_links (token_hash, project_id, email,
         device_id, user_id, created_at, expires_at, client_ip, user_agent)
       VALUES ($1, $2, $3, $4, $5, to_timestamp($6::float8 / 1000),
         to_timestamp($7::float8 / 1000), $8, $9)`,
      [
        hashToken(token),
        projectId,
        email,
        deviceId,
        userId,
        now,
        now + settings.deviceLinkTtlMs,
        clientIp,
        userAgent,
      ],
    )
    return token
  })
}
