import type { DbQueryable } from '../../db/Db.js'
import type { EmbeddedSettings } from '../EmbeddedSettings.js'
import { embeddedErrors } from '../http/EmbeddedError.js'

/**
 * SPEC §5/§9: one mail (code or device link) per e-mail address per
 * `resendCooldownMs` (30 s) → 429 'Please try again after {n} seconds'.
 */
export async function checkCooldown(
  db: DbQueryable,
  {
    projectId,
    email,
    settings,
    now = Date.now(),
  }: {
    projectId: string
    email: string
    settings: Pick<EmbeddedSettings, 'resendCooldownMs'>
    now?: number
  },
): Promise<void> {
  const [row] = await db.query<{ last_ms: number | null }>(
    `SELECT (extract(epoch FROM max(created_at)) * 1000)::float8 AS last_ms FROM (
       SELECT created_at FROM embedded_codes WHERE project_id = $1 AND email = $2
       UNION ALL
       SELECT created_at FROM embedded_device_links WHERE project_id = $1 AND email = $2
     ) sent`,
    [projectId, email],
  )
  const last = row?.last_ms == null ? undefined : Number(row.last_ms)
  if (last === undefined) return
  const wait = last + settings.resendCooldownMs - now
  if (wait > 0) throw embeddedErrors.tryAgain(Math.ceil(wait / 1000))
}
