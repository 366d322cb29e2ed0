import { createApp } from '../../src/app/createApp.js'
import { createBlockchainExtension } from '../../src/blockchain/createBlockchainExtension.js'
import { blockchainMigrations } from '../../src/blockchain/db/blockchainMigrations.js'
import { createIndexer } from '../../src/blockchain/indexer/createIndexer.js'
import type {
  BlockchainSettings,
  ChainSettings,
  SolanaChainSettings,
} from '../../src/blockchain/settings/BlockchainSettings.js'
import {
  DEVNET_DEMO_TOKEN,
  getBlockchainSettings,
} from '../../src/blockchain/settings/getBlockchainSettings.js'
import { migrate } from '../../src/db/migrate.js'
import { createProject } from '../../src/projects/createProject.js'
import { createTestDb, type DbKind } from '../testDbs.js'

export const TEST_PROJECT_ID = 'bc-test'
export const TEST_ORIGIN = 'https://app.example'

/** A devnet chain at `rpcUrl` with the demo token. */
export function testChain(
  chainId: number,
  rpcUrl: string,
  extra: Partial<ChainSettings> = {},
): ChainSettings {
  return {
    chainId,
    rpcUrls: [rpcUrl],
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    tokens: [DEVNET_DEMO_TOKEN],
    spamTokens: [],
    ...extra,
  }
}

/**
 * The API with the blockchain extension over a fresh migrated database of
 * `kind`, a project `bc-test`, and an indexer driven by hand.
 */
export async function createBlockchainTestApi({
  kind = 'pglite',
  chains,
  solanaChains,
  overrides = {},
  adminToken,
}: {
  kind?: DbKind
  /** Enables /admin/* with this bearer token. */
  adminToken?: string
  chains: readonly ChainSettings[]
  /** @default the local Solana chain at :8899 */
  solanaChains?: readonly SolanaChainSettings[]
  overrides?: Partial<Omit<BlockchainSettings, 'chains' | 'solanaChains'>>
}) {
  const db = await createTestDb(kind)
  await migrate(db, { extraMigrations: blockchainMigrations })
  await createProject(db, {
    id: TEST_PROJECT_ID,
    name: 'Blockchain test',
    allowedOrigins: [TEST_ORIGIN],
  })
  const settings = getBlockchainSettings({
    env: {},
    chains,
    solanaChains,
    overrides,
  })
  const app = createApp({
    db,
    settings: { adminToken },
    extensions: [createBlockchainExtension({ settings, indexer: false })],
  })
  const indexer = createIndexer({ db, settings })
  const withProject = (path: string) =>
    `http://localhost${path}${path.includes('?') ? '&' : '?'}projectId=${TEST_PROJECT_ID}&st=latch-test&sv=0.1.0`
  return {
    db,
    app,
    settings,
    indexer,
    /** Any request, path as given. */
    request: (path: string, init?: RequestInit) =>
      app.request(`http://localhost${path}`, init),
    /** GET with projectId, st and sv appended. */
    get: (path: string) => app.request(withProject(path)),
    /** POST JSON with projectId, st and sv appended. */
    post: (path: string, body: unknown) =>
      app.request(withProject(path), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: typeof body === 'string' ? body : JSON.stringify(body),
      }),
  }
}
