import { readdir, readFile, stat } from 'node:fs/promises'
import { join } from 'node:path'

/** Files of ours that may sit in a data folder before it holds a database. */
const ownFiles = new Set(['latch-api.lock'])

/** What `checkDataDir` found. */
export type DataDirState =
  | { kind: 'empty' }
  | { kind: 'database'; pgVersion: string }

// PGlite writes its own postmaster.pid (pid -42, data dir /pglite/data)
// while open; one left by a crash is harmless. A PostgreSQL server's names
// a real pid and the folder.
const isPglitePid = async (dataDir: string) =>
  /^-42\n\/pglite\//.test(
    await readFile(join(dataDir, 'postmaster.pid'), 'utf8').catch(() => ''),
  )

const what =
  'move it away, or point --data-dir (LATCH_API_DATA_DIR) at an empty folder'

/**
 * Tells whether a PGlite data folder may be opened: absent or empty (a new
 * database is created), or holding a database (`PG_VERSION`). Anything
 * else throws an `Error` naming the folder and what to do, so a folder is
 * never initialised over: a file, a non-empty folder without `PG_VERSION`,
 * or a folder with a PostgreSQL server's `postmaster.pid` (use that server
 * through `DATABASE_URL`; PGlite's own is fine).
 *
 * @example
 * await checkDataDir('.latch/api-data') // { kind: 'empty' }
 */
export async function checkDataDir(dataDir: string): Promise<DataDirState> {
  const info = await stat(dataDir).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return undefined
    throw new Error(
      `Cannot read the data folder ${dataDir}: ${error.message}`,
      { cause: error },
    )
  })
  if (!info) return { kind: 'empty' }
  if (!info.isDirectory())
    throw new Error(`The data folder ${dataDir} is not a folder; ${what}`)
  const names = (await readdir(dataDir)).filter((name) => !ownFiles.has(name))
  if (names.length === 0) return { kind: 'empty' }
  if (names.includes('postmaster.pid') && !(await isPglitePid(dataDir)))
    throw new Error(
      `The data folder ${dataDir} belongs to a PostgreSQL server (postmaster.pid): connect to that server with DATABASE_URL instead, or ${what}`,
    )
  if (!names.includes('PG_VERSION'))
    throw new Error(
      `${dataDir} is not a Latch API data folder (PG_VERSION missing) and is not empty; ${what}`,
    )
  const pgVersion = (
    await readFile(join(dataDir, 'PG_VERSION'), 'utf8').catch(() => '?')
  ).trim()
  return { kind: 'database', pgVersion: pgVersion.slice(0, 16) || '?' }
}
