import { timingSafeEqual } from 'node:crypto'
import type { Db } from '../../db/Db.js'
import { isKnownDevice } from '../device/isKnownDevice.js'
import type { EmbeddedSettings } from '../EmbeddedSettings.js'
import { embeddedErrors } from '../http/EmbeddedError.js'
import type { CodePurpose } from './CodePurpose.js'
import { checkLimits } from './checkLimits.js'
import { countLimits } from './countLimits.js'
import { hashEmailCode } from './hashEmailCode.js'
import type { Limit } from './Limit.js'
import { lockLimits } from './lockLimits.js'

export type VerifyEmailCodeParameters = {
  projectId: string
  purpose: CodePurpose
  /** The code's address (login, primary) … */
  email?: string | undefined
  /** … or its user (secondary: the new address is on the code). */
  userId?: string | undefined
  /** The device asking: only a code issued to it can match. */
  deviceId: string
  otp: unknown
  /** The client's per-IP limit key (`embeddedClientIp`: IPv6 by /64). */
  ip: string
  settings: Pick<EmbeddedSettings, 'codeMaxAttempts' | 'lockout' | 'masterKey'>
  /** @default Date.now() */
  now?: number | undefined
}

/** The row of a code that was just accepted (and is now used). */
export type AcceptedCode = {
  id: string
  email: string
  user_id: string | null
  new_email: string | null
  device_id: string
}

/**
 * Checks a one-time code, in one transaction locked per failure key (so
 * concurrent wrong codes cannot pass the check together):
 * - failures are counted per (address, device) and per client IP bucket,
 *   and per address only when the device was never approved for the
 *   wallet: a full counter → 429 'Please try again after {n} seconds', so
 *   other devices and IPs cannot lock out a device the owner approved;
 * - only the newest live code issued to this very device can match: a
 *   wrong code counts against that code (burnt after `codeMaxAttempts`),
 *   and other devices' guesses neither count against it nor can use it;
 * - no code, a wrong code → 400 'Invalid code'. The right code is marked
 *   used in the same transaction, so it works once.
 */
export async function verifyEmailCode(
  db: Db,
  {
    projectId,
    purpose,
    email,
    userId,
    deviceId,
    otp,
    ip,
    settings,
    now = Date.now(),
  }: VerifyEmailCodeParameters,
): Promise<AcceptedCode> {
  const owner = email ?? `user:${userId}`
  const { maxFailures, maxFailuresPerIp, windowMs } = settings.lockout
  const accepted = await db.transaction(async (tx) => {
    const known = await isKnownDevice(tx, {
      projectId,
      email,
      userId,
      deviceId,
    })
    const limits: Limit[] = [
      { key: `ip:${ip}`, max: maxFailuresPerIp, windowMs },
      {
        key: `email-device:${projectId}:${owner}:${deviceId}`,
        max: maxFailures,
        windowMs,
      },
      ...(known
        ? []
        : [{ key: `email:${projectId}:${owner}`, max: maxFailures, windowMs }]),
    ]
    await lockLimits(tx, limits)
    await checkLimits(tx, limits, now)
    const fail = async (id?: string) => {
      if (id)
        await tx.query(
          `UPDATE embedded_codes SET attempts = attempts + 1,
             used_at = CASE WHEN attempts + 1 >= $2 THEN to_timestamp($3::float8 / 1000) END
           WHERE id = $1 AND used_at IS NULL`,
          [id, settings.codeMaxAttempts, now],
        )
      await countLimits(tx, limits, now)
      return undefined
    }
    if (typeof otp !== 'string' || !/^\d{6}$/.test(otp)) return fail()
    const [code] = await tx.query<AcceptedCode & { code_hash: string }>(
      `SELECT id, email, user_id, new_email, device_id, code_hash
       FROM embedded_codes
       WHERE project_id = $1 AND purpose = $2 AND device_id = $3
         AND ($4::text IS NULL OR email = $4) AND ($5::text IS NULL OR user_id = $5)
         AND used_at IS NULL AND expires_at > to_timestamp($6::float8 / 1000)
       ORDER BY created_at DESC LIMIT 1 FOR UPDATE`,
      [projectId, purpose, deviceId, email ?? null, userId ?? null, now],
    )
    if (!code) return fail()
    const given = Buffer.from(hashEmailCode(settings.masterKey, code.id, otp))
    if (!timingSafeEqual(given, Buffer.from(code.code_hash)))
      return fail(code.id)
    await tx.query(
      `UPDATE embedded_codes SET used_at = to_timestamp($2::float8 / 1000)
       WHERE id = $1`,
      [code.id, now],
    )
    const { code_hash: _, ...row } = code
    return row
  })
  if (!accepted) throw embeddedErrors.invalidOtp()
  return accepted
}
