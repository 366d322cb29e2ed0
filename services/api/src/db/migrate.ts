import type { Db } from './Db.js'
import { loadMigrations } from './loadMigrations.js'
import type { Migration } from './Migration.js'

export type MigrateParameters = {
  /**
   * Migrations besides the SQL files in services/api/migrations, e.g. the
   * blockchain API's (ids 1000 and up).
   */
  extraMigrations?: readonly Migration[] | undefined
}

export type MigrateReturnType = {
  /** Ids applied by this call (empty when the schema was up to date). */
  applied: number[]
}

// Any fixed number: serialises concurrent runners on one PostgreSQL.
const lockKey = 7_284_001

/**
 * Brings the schema up to date. Idempotent: applied ids are recorded in
 * `latch_migrations`, and the whole run holds an advisory lock inside one
 * transaction, so two servers starting at once do not race.
 */
export async function migrate(
  db: Db,
  { extraMigrations = [] }: MigrateParameters = {},
): Promise<MigrateReturnType> {
  const migrations = [...(await loadMigrations()), ...extraMigrations].sort(
    (a, b) => a.id - b.id,
  )
  for (let i = 1; i < migrations.length; i++)
    if (migrations[i]?.id === migrations[i - 1]?.id)
      throw new TypeError(`Duplicate migration id ${migrations[i]?.id}`)
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [lockKey])
    await tx.exec(`CREATE TABLE IF NOT EXISTS latch_migrations (
      id integer PRIMARY KEY,
      name text NOT NULL,
      applied_at timestamptz NOT NULL DEFAULT now()
    )`)
    const done = new Set(
      (await tx.query<{ id: number }>('SELECT id FROM latch_migrations')).map(
        (row) => row.id,
      ),
    )
    const applied: number[] = []
    for (const migration of migrations) {
      if (done.has(migration.id)) continue
      await tx.exec(migration.sql)
      await tx.query(
        'INSERT INTO latch_migrations (id, name) VALUES ($1, $2)',
        [migration.id, migration.name],
      )
      applied.push(migration.id)
    }
    return { applied }
  })
}
