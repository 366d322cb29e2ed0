import { mkdir } from 'node:fs/promises'
import { checkDataDir } from './checkDataDir.js'
import { createPgliteDb } from './createPgliteDb.js'
import { createPostgresDb } from './createPostgresDb.js'
import type { Db } from './Db.js'
import { lockDataDir } from './lockDataDir.js'

export type OpenDbParameters = {
  /** When set, PostgreSQL at this URL is used instead of PGlite. */
  databaseUrl?: string | undefined
  /**
   * PGlite data folder (created when missing). `memory` or omitted with
   * `inMemory` gives an in-memory database.
   */
  dataDir?: string | undefined
  /** Use an in-memory PGlite when no `databaseUrl` is given. */
  inMemory?: boolean | undefined
}

/**
 * Opens the API's storage: PostgreSQL when `databaseUrl` is set, otherwise
 * PGlite in `dataDir` (or in memory). A data folder is locked to one
 * process (`latch-api.lock`) until `close()`. Only an absent or empty
 * folder gets a new database; one that is not a data folder, or that
 * PGlite cannot open, is an error naming the folder (`checkDataDir`).
 */
export async function openDb({
  databaseUrl,
  dataDir,
  inMemory = false,
}: OpenDbParameters): Promise<Db> {
  if (databaseUrl) return createPostgresDb({ databaseUrl })
  if (inMemory || !dataDir || dataDir === 'memory') return createPgliteDb()
  await checkDataDir(dataDir) // a clear error before creating anything
  await mkdir(dataDir, { recursive: true })
  const unlock = await lockDataDir(dataDir)
  try {
    const state = await checkDataDir(dataDir)
    const db = await createPgliteDb({ dataDir }).catch((cause: unknown) => {
      const reason = (cause as Error)?.message ?? String(cause)
      throw new Error(
        state.kind === 'database'
          ? `Cannot open the Latch API data folder ${dataDir} (PostgreSQL ${state.pgVersion} files; PGlite said: ${reason}). It is damaged or from another PostgreSQL version: restore it from a backup, or point --data-dir (LATCH_API_DATA_DIR) at an empty folder to start afresh`
          : `Cannot create a database in ${dataDir} (PGlite said: ${reason})`,
        { cause },
      )
    })
    return {
      ...db,
      async close() {
        await db.close()
        await unlock()
      },
    }
  } catch (error) {
    await unlock()
    throw error
  }
}
