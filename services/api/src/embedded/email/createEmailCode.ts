import { randomInt, randomUUID } from 'node:crypto'
import type { Db } from '../../db/Db.js'
import type { EmbeddedSettings } from '../EmbeddedSettings.js'
import type { CodePurpose } from './CodePurpose.js'
import { checkCooldown } from './checkCooldown.js'
import { hashEmailCode } from './hashEmailCode.js'
import type { Limit } from './Limit.js'
import { takeLimits } from './takeLimits.js'

export type CreateEmailCodeParameters = {
  projectId: string
  /** Where the code goes (lowercased). */
  email: string
  purpose: CodePurpose
  deviceId: string
  userId?: string | null | undefined
  /** The address an update moves to (update codes). */
  newEmail?: string | null | undefined
  /** Check the 30 s resend cooldown first. @default true */
  cooldown?: boolean | undefined
  /**
   * Mail limits to take after the cooldown check (per client IP, per
   * address for unknown devices): full → 429, nothing sent.
   */
  limits?: readonly Limit[] | undefined
  settings: Pick<
    EmbeddedSettings,
    'codeTtlMs' | 'resendCooldownMs' | 'masterKey'
  >
  /** @default Date.now() */
  now?: number | undefined
}

/**
 * Issues a 6-digit code (crypto `randomInt`) bound to `deviceId`, stores
 * only its keyed hash (`hashEmailCode`), and burns earlier unused codes of
 * the same address, purpose and device (another device asking for a code
 * leaves this one's alone). The cooldown check, the mail limits and the
 * insert run in one transaction locked per (address, device), so two
 * requests at once cannot both pass. Resolves with the code.
 */
export async function createEmailCode(
  db: Db,
  {
    projectId,
    email,
    purpose,
    deviceId,
    userId = null,
    newEmail = null,
    cooldown = true,
    limits = [],
    settings,
    now = Date.now(),
  }: CreateEmailCodeParameters,
): Promise<string> {
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [
      `latch-embedded-mail:${projectId}:${email}:${deviceId}`,
    ])
    if (cooldown)
      await checkCooldown(tx, {
        projectId,
        email,
        deviceId,
        purpose,
        settings,
        now,
      })
    await takeLimits(tx, limits, now)
    await tx.query(
      `UPDATE embedded_codes SET used_at = to_timestamp($5::float8 / 1000)
       WHERE project_id = $1 AND email = $2 AND purpose = $3 AND device_id = $4
         AND used_at IS NULL`,
      [projectId, email, purpose, deviceId, now],
    )
    const id = randomUUID()
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0')
    await tx.query(
      `INSERT INTO embedded_codes (id, project_id, purpose, email, device_id,
         user_id, new_email, code_hash, created_at, expires_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, to_timestamp($9::float8 / 1000),
         to_timestamp($10::float8 / 1000))`,
      [
        id,
        projectId,
        purpose,
        email,
        deviceId,
        userId,
        newEmail,
        hashEmailCode(settings.masterKey, id, code),
        now,
        now + settings.codeTtlMs,
      ],
    )
    return code
  })
}
