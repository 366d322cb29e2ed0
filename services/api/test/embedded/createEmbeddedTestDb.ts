import { migrate } from '../../src/db/migrate.js'
import { embeddedMigrations } from '../../src/embedded/db/embeddedMigrations.js'
import { createProject } from '../../src/projects/createProject.js'
import { createTestDb, type DbKind } from '../testDbs.js'

export const EMBEDDED_TEST_PROJECT = 'emb-test'
export const EMBEDDED_TEST_ORIGIN = 'https://app.example'
/** A fixed master key for tests (never use a fixed key elsewhere). */
export const TEST_MASTER_KEY = new Uint8Array(32).fill(7)

/**
 * A migrated, empty test database (core + embedded migrations) with the
 * project `emb-test` allowing `https://app.example` and `http://127.0.0.1:*`.
 */
export async function createEmbeddedTestDb(kind: DbKind) {
  const db = await createTestDb(kind)
  await migrate(db, { extraMigrations: embeddedMigrations })
  await createProject(db, {
    id: EMBEDDED_TEST_PROJECT,
    name: 'Embedded test',
    allowedOrigins: [EMBEDDED_TEST_ORIGIN, 'http://127.0.0.1:*'],
  })
  return db
}
