import { timingSafeEqual } from 'node:crypto'
import type { DbQueryable } from '../../db/Db.js'
import type { EmbeddedSettings } from '../EmbeddedSettings.js'
import { embeddedErrors } from '../http/EmbeddedError.js'
import type { CodePurpose } from './CodePurpose.js'
import { checkLockout, recordFailure } from './checkLockout.js'
import { hashEmailCode } from './hashEmailCode.js'

export type VerifyEmailCodeParameters = {
  projectId: string
  purpose: CodePurpose
  /** The code's address (login, primary) … */
  email?: string | undefined
  /** … or its user (secondary: the new address is on the code). */
  userId?: string | undefined
  /** The device the code was issued to (login codes). */
  deviceId?: string | undefined
  otp: unknown
  /** Lockout keys besides the address's: the client IP's. */
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
 * Checks a one-time code: locked e-mail or IP → 429; no live code, a wrong
 * code or a code of another device → 400 'Invalid code' (counted per code,
 * burnt after `codeMaxAttempts`, and per e-mail and IP for the lockout).
 * The right code is marked used in the same statement that accepts it, so
 * it works once.
 */
export async function verifyEmailCode(
  db: DbQueryable,
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
  const keys = [`email:${projectId}:${email ?? `user:${userId}`}`, `ip:${ip}`]
  const { maxFailuresPerIp, windowMs } = settings.lockout
  await checkLockout(db, { keys: keys.slice(0, 1), settings, now })
  await checkLockout(db, {
    keys: keys.slice(1),
    settings: { lockout: { maxFailures: maxFailuresPerIp, windowMs } },
    now,
  })
  const fail = async (id?: string) => {
    if (id)
      await db.query(
        `UPDATE embedded_codes SET attempts = attempts + 1,
           used_at = CASE WHEN attempts + 1 >= $2 THEN to_timestamp($3::float8 / 1000) END
         WHERE id = $1 AND used_at IS NULL`,
        [id, settings.codeMaxAttempts, now],
      )
    await recordFailure(db, { keys, settings, now })
    return embeddedErrors.invalidOtp()
  }
  if (typeof otp !== 'string' || !/^\d{6}$/.test(otp)) throw await fail()
  const [code] = await db.query<AcceptedCode & { code_hash: string }>(
    `SELECT id, email, user_id, new_email, device_id, code_hash FROM embedded_codes
     WHERE project_id = $1 AND purpose = $2
       AND ($3::text IS NULL OR email = $3) AND ($4::text IS NULL OR user_id = $4)
       AND used_at IS NULL AND expires_at > to_timestamp($5::float8 / 1000)
     ORDER BY created_at DESC LIMIT 1`,
    [projectId, purpose, email ?? null, userId ?? null, now],
  )
  if (!code) throw await fail()
  const given = Buffer.from(hashEmailCode(settings.masterKey, code.id, otp))
  const right = timingSafeEqual(given, Buffer.from(code.code_hash))
  if (!right || (deviceId !== undefined && code.device_id !== deviceId))
    throw await fail(code.id)
  const [used] = await db.query<{ id: string }>(
    `UPDATE embedded_codes SET used_at = to_timestamp($2::float8 / 1000)
     WHERE id = $1 AND used_at IS NULL RETURNING id`,
    [code.id, now],
  )
  if (!used) throw await fail()
  const { code_hash: _, ...accepted } = code
  return accepted
}
