import type { DbQueryable } from '../../db/Db.js'
import type { EmbeddedSettings } from '../EmbeddedSettings.js'
import { embeddedErrors } from '../http/EmbeddedError.js'
import type { CodePurpose } from './CodePurpose.js'

/**
 * SPEC §5/§9: one mail of a kind per (e-mail address, device) per
 * `resendCooldownMs` (30 s) → 429 'Please try again after {n} seconds'.
 * Per device, so requests from other devices (an attacker's fresh device
 * ids) never hold up the owner's. Login codes and device links are one
 * kind (an e-mail login); each update step is its own, so the update
 * right after a login is not held up.
 */
export async function checkCooldown(
  db: DbQueryable,
  {
    projectId,
    email,
    deviceId,
    purpose,
    settings,
    now = Date.now(),
  }: {
    projectId: string
    email: string
    deviceId: string
    purpose: CodePurpose
    settings: Pick<EmbeddedSettings, 'resendCooldownMs'>
    now?: number
  },
): Promise<void> {
  const [row] = await db.query<{ last_ms: number | null }>(
    `SELECT (extract(epoch FROM max(created_at)) * 1000)::float8 AS last_ms FROM (
       SELECT created_at FROM embedded_codes
       WHERE project_id = $1 AND email = $2 AND purpose = $3
         AND device_id = $4
       UNION ALL
       SELECT created_at FROM embedded_device_links
       WHERE project_id = $1 AND email = $2 AND $3 = 'login'
         AND device_id = $4
     ) sent`,
    [projectId, email, purpose, deviceId],
  )
  const last = row?.last_ms == null ? undefined : Number(row.last_ms)
  if (last === undefined) return
  const wait = last + settings.resendCooldownMs - now
  if (wait > 0) throw embeddedErrors.tryAgain(Math.ceil(wait / 1000))
}
