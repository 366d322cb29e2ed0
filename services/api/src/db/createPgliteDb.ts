import { PGlite } from '@electric-sql/pglite'
import type { Db, DbQueryable, SqlParam } from './Db.js'

export type CreatePgliteDbParameters = {
  /**
   * Folder the database lives in; created when missing. Omit for an
   * in-memory database (tests).
   */
  dataDir?: string | undefined
}

/**
 * Opens embedded PostgreSQL (PGlite, WebAssembly) in a data folder or in
 * memory.
 *
 * @example
 * const db = await createPgliteDb({ dataDir: '.latch/api-data' })
 */
export async function createPgliteDb({
  dataDir,
}: CreatePgliteDbParameters = {}): Promise<Db> {
  const pglite = dataDir ? await PGlite.create(dataDir) : await PGlite.create()
  type Tx = Pick<PGlite, 'query' | 'exec'>
  const wrap = (target: Tx): DbQueryable => ({
    async query<T>(sql: string, params: readonly SqlParam[] = []) {
      const result = await target.query<T>(sql, [...params])
      return result.rows
    },
    async exec(sql: string) {
      await target.exec(sql)
    },
  })
  return {
    kind: 'pglite',
    ...wrap(pglite),
    transaction: (fn) => pglite.transaction((tx) => fn(wrap(tx))),
    close: () => pglite.close(),
  }
}
