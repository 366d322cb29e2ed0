import { mkdir } from 'node:fs/promises'
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
 * process (`latch-api.lock`) until `close()`.
 */
export async function openDb({
  databaseUrl,
  dataDir,
  inMemory = false,
}: OpenDbParameters): Promise<Db> {
  if (databaseUrl) return createPostgresDb({ databaseUrl })
  if (inMemory || !dataDir || dataDir === 'memory') return createPgliteDb()
  await mkdir(dataDir, { recursive: true })
  const unlock = await lockDataDir(dataDir)
  try {
    const db = await createPgliteDb({ dataDir })
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
