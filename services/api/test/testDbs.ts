import { onEveryFileEnd } from '../../../scripts/vitest/fileEnd.js'
import { createApp } from '../src/app/createApp.js'
import type { ApiSettings } from '../src/app/types.js'
import { createPgliteDb } from '../src/db/createPgliteDb.js'
import { createPostgresDb } from '../src/db/createPostgresDb.js'
import type { Db } from '../src/db/Db.js'
import { migrate } from '../src/db/migrate.js'
import { freshPgliteCluster } from './freshPgliteCluster.js'
import { type StartPostgresReturnType, startPostgres } from './startPostgres.js'

/** The two storages every API test runs on. */
export const dbKinds = ['pglite', 'postgres'] as const
export type DbKind = (typeof dbKinds)[number]

// PGlite takes seconds to start on a loaded machine, and postgres a second:
// one of each per test file, emptied between tests (the unit-services
// project gives these files 60 s bounds).

let postgres: Promise<StartPostgresReturnType> | undefined
const shared = new Map<DbKind, Promise<Db>>()

// Each test file gets (and stops) its own databases and server, also
// when files share their worker's modules (isolate: false).
onEveryFileEnd(async () => {
  const dbs = [...shared.values()]
  const server = postgres
  shared.clear()
  postgres = undefined
  for (const db of dbs) await (await db).close()
  await (await server)?.stop()
})

async function open(kind: DbKind): Promise<Db> {
  let db: Db
  if (kind === 'pglite')
    db = await createPgliteDb({ loadDataDir: await freshPgliteCluster() })
  else {
    postgres ??= startPostgres()
    const server = await postgres
    db = await createPostgresDb({
      databaseUrl: await server.createDatabase(),
      max: 4,
    })
  }
  await migrate(db)
  return db
}

/**
 * A migrated, empty database of `kind`: in-memory PGlite, or a database on
 * a PostgreSQL server started for the test file. Shared by the tests of one
 * file (they run one at a time) and emptied on each call; `close()` is a
 * no-op, the file's `afterAll` closes it.
 */
export async function createTestDb(kind: DbKind): Promise<Db> {
  let db = shared.get(kind)
  if (!db) {
    db = open(kind)
    shared.set(kind, db)
  }
  const ready = await db
  const tables = await ready.query<{ tablename: string }>(
    `SELECT tablename FROM pg_tables
     WHERE schemaname = 'public' AND tablename <> 'latch_migrations'`,
  )
  if (tables.length)
    await ready.exec(
      `TRUNCATE ${tables.map((t) => `"${t.tablename}"`).join(', ')} CASCADE`,
    )
  return { ...ready, close: async () => {} }
}

/** A migrated, empty test database and an app over it. */
export async function createTestApp(kind: DbKind, settings: ApiSettings = {}) {
  const db = await createTestDb(kind)
  const app = createApp({ db, settings })
  const request = (path: string, init?: RequestInit) =>
    app.request(`http://localhost${path}`, init)
  return { db, app, request }
}
