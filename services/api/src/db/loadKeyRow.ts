import type { DbQueryable, SqlParam } from './Db.js'

export type LoadKeyRowParameters = {
  /** A table with an `id` primary key and the key's column. */
  table: string
  column: string
  /** The key's row id. */
  id: string
  /** A new key; only called when the row is absent. */
  create: () => SqlParam | Promise<SqlParam>
  /** SQL cast of the inserted value, e.g. `'::jsonb'`. @default '' */
  cast?: string | undefined
}

/**
 * A deployment-wide key kept in one database row: the row's `column`.
 * When there is none yet, the first instance to need it inserts `create()`
 * (`ON CONFLICT DO NOTHING`) and reads the row again, so every instance on
 * one database, even ones starting together, ends up with the same key.
 * `undefined` when the row still cannot be read.
 *
 * @example
 * const secret = await loadKeyRow(db, { table: 'siwx_keys', column: 'secret', id: 'nonce-hmac', create: () => randomBytes(32).toString('hex') })
 */
export async function loadKeyRow(
  db: DbQueryable,
  { table, column, id, create, cast = '' }: LoadKeyRowParameters,
): Promise<unknown> {
  const read = async () => {
    const [row] = await db.query<Record<string, unknown>>(
      `SELECT ${column} AS value FROM ${table} WHERE id = $1`,
      [id],
    )
    return row?.value
  }
  const found = await read()
  if (found) return found
  await db.query(
    `INSERT INTO ${table} (id, ${column}) VALUES ($1, $2${cast})
     ON CONFLICT (id) DO NOTHING`,
    [id, await create()],
  )
  return (await read()) || undefined
}
