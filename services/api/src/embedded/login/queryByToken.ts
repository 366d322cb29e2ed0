import type { DbQueryable } from '../../db/Db.js'
import { hashToken, sessionTokenPattern } from './createSessionToken.js'

/** A look-up by bearer or link token. */
export type TokenQuery = {
  /** The token as the client holds it (only its sha256 is stored). */
  token: string
  /** When the row must still be live, epoch ms. @default Date.now() */
  now?: number | undefined
}

/**
 * The first row of `sql` run with the token's hash as `$1` and `now` as
 * `$2` (epoch ms); `undefined`, without a query, for a token that
 * `createSessionToken` cannot have made.
 *
 * @example
 * const row = await queryByToken(db, `SELECT … WHERE token_hash = $1 AND expires_at > to_timestamp($2::float8 / 1000)`, { token })
 */
export async function queryByToken<Row>(
  db: DbQueryable,
  sql: string,
  { token, now = Date.now() }: TokenQuery,
): Promise<Row | undefined> {
  if (!sessionTokenPattern.test(token)) return undefined
  const [row] = await db.query<Row>(sql, [hashToken(token), now])
  return row
}
