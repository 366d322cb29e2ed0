import type { DbQueryable } from '../../db/Db.js'

/**
 * Whether `deviceId` was ever approved for the wallet of `email` (or of
 * `userId`) in the project: false for an unknown address (no wallet yet).
 * Known devices are exempt from the per-address limits an attacker on
 * other devices could fill.
 */
export async function isKnownDevice(
  db: DbQueryable,
  {
    projectId,
    email,
    userId,
    deviceId,
  }: {
    projectId: string
    email?: string | undefined
    userId?: string | undefined
    deviceId: string
  },
): Promise<boolean> {
  const [row] = await db.query<{ known: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM embedded_devices d
       WHERE d.device_id = $4 AND d.user_id = coalesce($3::text, (
         SELECT i.user_id FROM embedded_identities i
         WHERE i.project_id = $1 AND i.kind = 'email' AND i.subject = $2))
     ) AS known`,
    [projectId, email ?? null, userId ?? null, deviceId],
  )
  return row?.known === true
}
