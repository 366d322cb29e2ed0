import { createApp } from '../../src/app/createApp.js'
import { createBlockchainExtension } from '../../src/blockchain/createBlockchainExtension.js'
import { blockchainMigrations } from '../../src/blockchain/db/blockchainMigrations.js'
import { getBlockchainSettings } from '../../src/blockchain/settings/getBlockchainSettings.js'
import type { Db } from '../../src/db/Db.js'
import { migrate } from '../../src/db/migrate.js'
import { createProject } from '../../src/projects/createProject.js'
import type { SiwxSettings } from '../../src/siwx/SiwxSettings.js'
import { testChain } from '../blockchain/createBlockchainTestApi.js'
import { createTestDb, type DbKind } from '../testDbs.js'

export const SIWX_PROJECT_ID = 'siwx-test'
export const SIWX_OTHER_PROJECT_ID = 'siwx-other'
export const SIWX_ORIGIN = 'https://app.example'
export const SIWX_OTHER_ORIGIN = 'https://other.example'

const generous = { ratePerSecond: 1_000, burst: 10_000 }

/**
 * The API with the blockchain extension (and so /v1/siwx/*) over a fresh
 * database of `kind`, serving chains 31337 and 31338 at the given RPC
 * URLs, with projects `siwx-test` (origin https://app.example) and
 * `siwx-other` (https://other.example). Rate limits are generous unless
 * `siwx` says otherwise. Given the `db` of another test API, it is a second
 * instance on the same database (as two processes on one PostgreSQL).
 */
export async function createSiwxTestApi({
  kind,
  rpcUrls,
  siwx = {},
  db: shared,
}: {
  kind: DbKind
  /** RPC URLs of chains 31337 and 31338. */
  rpcUrls: readonly [string, string]
  siwx?: Partial<SiwxSettings>
  /** The database of a running test API, to share. */
  db?: Db | undefined
}) {
  const db = shared ?? (await createTestDb(kind))
  if (!shared) {
    await migrate(db, { extraMigrations: blockchainMigrations })
    await createProject(db, {
      id: SIWX_PROJECT_ID,
      name: 'SIWX test',
      allowedOrigins: [SIWX_ORIGIN],
    })
    await createProject(db, {
      id: SIWX_OTHER_PROJECT_ID,
      name: 'SIWX other',
      allowedOrigins: [SIWX_OTHER_ORIGIN],
    })
  }
  const settings = getBlockchainSettings({
    env: {},
    chains: [testChain(31337, rpcUrls[0]), testChain(31338, rpcUrls[1])],
  })
  const app = createApp({
    db,
    settings: {
      siwx: {
        nonceRateLimit: generous,
        verifyRateLimit: generous,
        sessionRateLimit: generous,
        ...siwx,
      },
    },
    extensions: [createBlockchainExtension({ settings, indexer: false })],
  })
  return { db, app }
}
