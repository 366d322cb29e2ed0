import { execFile } from 'node:child_process'
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { PGlite } from '@electric-sql/pglite'
import type { Db, DbQueryable, SqlParam } from './Db.js'

export type CreatePgliteDbParameters = {
  /**
   * Folder the database lives in; created when missing. Omit for an
   * in-memory database (tests).
   */
  dataDir?: string | undefined
  /**
   * An in-memory database's starting cluster: a dump made by PGlite's
   * `dumpDataDir` (opening one skips initdb, which takes seconds).
   */
  loadDataDir?: Blob | undefined
}

/**
 * PGlite's start parameters with a 16 MB buffer cache: Postgres' default
 * 128 MB of shared buffers was most of the API's resident memory (379 →
 * 170 MB for an opened data folder, measured), and the API's tables are
 * small.
 */
const startParams = [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB']

/**
 * Opens embedded PostgreSQL (PGlite, WebAssembly) in a data folder or in
 * memory.
 *
 * @example
 * const db = await createPgliteDb({ dataDir: '.latch/api-data' })
 */
export async function createPgliteDb({
  dataDir,
  loadDataDir,
}: CreatePgliteDbParameters = {}): Promise<Db> {
  const pglite = dataDir
    ? await openDataDir(dataDir)
    : await PGlite.create({
        startParams,
        ...(loadDataDir ? { loadDataDir } : {}),
      })
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

/**
 * Creates a new data folder's cluster (initdb) in a short-lived child
 * process: initialising takes about 750 MB, which a process keeps once it
 * has grown to it; the server then opens the ready folder at about 230 MB.
 */
async function initDataDir(dataDir: string): Promise<void> {
  const code = `const { PGlite } = await import(${JSON.stringify(import.meta.resolve('@electric-sql/pglite'))})
const [dataDir, startParams] = JSON.parse(process.argv[1])
await (await PGlite.create(dataDir, { startParams })).close()`
  await promisify(execFile)(
    process.execPath,
    ['--input-type=module', '-e', code, JSON.stringify([dataDir, startParams])],
    { maxBuffer: 1 << 20 },
  )
}

async function openDataDir(dataDir: string): Promise<PGlite> {
  if (!existsSync(join(dataDir, 'PG_VERSION'))) await initDataDir(dataDir)
  return PGlite.create(dataDir, { startParams })
}
