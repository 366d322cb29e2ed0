import type { DbQueryable, SqlParam } from './Db.js'

/**
 * Whether a statement gives at least one row: a `SELECT 1 …` that finds
 * something, or a write with `RETURNING` that changed something.
 *
 * @example
 * const removed = await hasRows(db, 'DELETE FROM projects WHERE id = $1 RETURNING id', [id])
 */
export async function hasRows(
  db: DbQueryable,
  sql: string,
  params?: readonly SqlParam[],
): Promise<boolean> {
  return (await db.query(sql, params)).length > 0
}
