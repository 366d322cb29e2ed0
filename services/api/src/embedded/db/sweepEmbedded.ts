import type { DbQueryable } from '../../db/Db.js'

/**
 * Deletes what can no longer be used: codes, device links and sessions
 * expired (or used/revoked) more than a day ago, prepared requests and
 * passkey challenges expired more than a day ago, and failure counts older
 * than a day. Users, keys and devices are never swept.
 */
export async function sweepEmbedded(
  db: DbQueryable,
  { now = Date.now() }: { now?: number } = {},
): Promise<void> {
  const dayAgo = now - 86_400_000
  const before = 'to_timestamp($1::float8 / 1000)'
  for (const rows of [
    `embedded_codes WHERE expires_at < ${before} OR used_at < ${before}`,
    `embedded_device_links WHERE expires_at < ${before}`,
    `embedded_sessions WHERE expires_at < ${before} OR revoked_at < ${before}`,
    `embedded_prepared_requests WHERE expires_at < ${before}`,
    `embedded_passkey_challenges WHERE expires_at < ${before}`,
    `embedded_failures WHERE at < ${before}`,
  ])
    await db.query(`DELETE FROM ${rows}`, [dayAgo])
}
