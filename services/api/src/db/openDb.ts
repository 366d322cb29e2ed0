import { mkdir } from 'node:fs/promises'
import { createPgliteDb } from './createPgliteDb.js'
import { createPostgresDb } from './createPostgresDb.js'
import type { Db } from './Db.js'

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
 * PGlite in `dataDir` (or in memory).
 */
export async function openDb({
  databaseUrl,
  dataDir,
  inMemory = false,
}: OpenDbParameters): Promise<Db> {
  if (databaseUrl) return createPostgresDb({ databaseUrl })
  if (inMemory || !dataDir || dataDir === 'memory') return createPgliteDb()
  await mkdir(dataDir, { recursive: true })
  return createPgliteDb({ dataDir })
}
