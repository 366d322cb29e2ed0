import { migrate } from '../../../src/db/migrate.js'
import { embeddedMigrations } from '../../../src/embedded/db/embeddedMigrations.js'
import { socialMigrations } from '../../../src/embedded/social/socialMigrations.js'
import { createProject } from '../../../src/projects/createProject.js'
import { createTestDb, type DbKind } from '../../testDbs.js'
import {
  EMBEDDED_TEST_ORIGIN,
  EMBEDDED_TEST_PROJECT,
} from '../createEmbeddedTestDb.js'

/**
 * A migrated, empty test database (core + embedded + social migrations)
 * with the project `emb-test` allowing `https://app.example` and
 * `http://127.0.0.1:*`.
 */
export async function createSocialTestDb(kind: DbKind) {
  const db = await createTestDb(kind)
  await migrate(db, {
    extraMigrations: [...embeddedMigrations, ...socialMigrations],
  })
  await createProject(db, {
    id: EMBEDDED_TEST_PROJECT,
    name: 'Embedded test',
    allowedOrigins: [EMBEDDED_TEST_ORIGIN, 'http://127.0.0.1:*'],
  })
  return db
}
