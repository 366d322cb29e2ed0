import type { DbQueryable } from '../db/Db.js'

export type SweepSiwxParameters = {
  /** Most rows of each table deleted by one call. @default 10000 */
  batchSize?: number
  /** @default Date.now() */
  now?: number
}

export type SweepSiwxReturnType = {
  /** Expired used nonces and sessions deleted. */
  deleted: number
  /** A table had `batchSize` expired rows: more may be left. */
  more: boolean
}

/**
 * How long a used nonce is kept past its expiry: a verification that read
 * the nonce as unexpired just before it expired may still be checking the
 * signature; its row must still be there when it tries to use it up.
 */
export const usedNonceGraceMs = 600_000

/**
 * Deletes used nonces expired for `usedNonceGraceMs` (an expired nonce is
 * refused by its own expiry) and expired sessions (revoked ones included;
 * a revoked session is kept until then so its token keeps failing), at
 * most `batchSize` of each.
 */
export async function sweepSiwx(
  db: DbQueryable,
  { batchSize = 10_000, now = Date.now() }: SweepSiwxParameters = {},
): Promise<SweepSiwxReturnType> {
  const sweep = async (table: string, key: string, before = now) => {
    const [row] = await db.query<{ count: number }>(
      `WITH deleted AS (
         DELETE FROM ${table} WHERE ${key} IN (
           SELECT ${key} FROM ${table}
           WHERE expires_at <= to_timestamp($1::float8 / 1000) LIMIT $2)
         RETURNING 1)
       SELECT count(*)::int AS count FROM deleted`,
      [before, batchSize],
    )
    return row?.count ?? 0
  }
  const nonces = await sweep(
    'siwx_used_nonces',
    'nonce',
    now - usedNonceGraceMs,
  )
  const sessions = await sweep('siwx_sessions', 'id')
  return {
    deleted: nonces + sessions,
    more: nonces >= batchSize || sessions >= batchSize,
  }
}
