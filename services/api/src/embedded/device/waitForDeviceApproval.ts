import { setTimeout as sleep } from 'node:timers/promises'
import type { DbQueryable } from '../../db/Db.js'

/**
 * Long-poll helper of POST /email/device: resolves `'approved'` once the
 * device is approved for the user of `email`, `'none'` when no link for it
 * was ever sent, or `'pending'` after `timeoutMs` (or when `signal`
 * aborts, e.g. the client went away). Polls the database every
 * `intervalMs`, so any server process sees the approval.
 */
export async function waitForDeviceApproval(
  db: DbQueryable,
  {
    projectId,
    email,
    deviceId,
    timeoutMs,
    intervalMs = 250,
    signal,
  }: {
    projectId: string
    email: string
    deviceId: string
    timeoutMs: number
    intervalMs?: number
    signal?: AbortSignal | undefined
  },
): Promise<'approved' | 'pending' | 'none'> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const [row] = await db.query<{ approved: boolean }>(
      `SELECT bool_or(approved_at IS NOT NULL) AS approved
       FROM embedded_device_links
       WHERE project_id = $1 AND email = $2 AND device_id = $3`,
      [projectId, email, deviceId],
    )
    if (row?.approved === null || row?.approved === undefined) return 'none'
    if (row.approved) return 'approved'
    if (Date.now() >= deadline || signal?.aborted) return 'pending'
    await sleep(Math.min(intervalMs, Math.max(0, deadline - Date.now())))
  }
}
