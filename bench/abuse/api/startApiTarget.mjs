// The API under attack: a latch-api process (PGlite in a temp data folder,
// or PostgreSQL with DATABASE_URL), the abuse limits (apiLimits.mjs), two
// real anvil chains (31337, 31338) behind the RPC proxy and the indexer,
// 31337 with the devnet's LDT and Uniswap pools and swaps on (A8), the sandbox card
// on-ramp (A9, its treasury named, never paid from), and the
// abuse project (analytics on).
// PGlite takes seconds to start, so one target serves every attack of a
// mode; runApiAttack resets its peak RSS before each attack.
import { execFile } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { seedDevnet, seedDex, slowStep, startAnvil } from '@latch/devnet/node'
import { devnetSwapEnv } from '../../../scripts/devnet-swap-env.mjs'
import { DEVNET_ONRAMP_TREASURY_KEY } from '../../../scripts/fund-onramp-treasury.mjs'
import { ensureServerBuilt } from '../ensureServersBuilt.mjs'
import { apiBin } from '../paths.mjs'
import { spawnServer } from '../spawnServer.mjs'
import { apiAbuseLimits } from './apiLimits.mjs'
import { httpRequest } from './httpRequest.mjs'

const run = promisify(execFile)

/** Runs `node <bin> ...args` to its end (a minute at most). */
async function runToEnd(bin, args, env) {
  await run(process.execPath, [bin, ...args], {
    env: { ...process.env, ...env },
    timeout: 60_000,
  })
}

/** The project under attack: analytics on, loopback origins. */
export const ABUSE_PROJECT_ID = 'abuse-target'
/** The project the normal client reads wallets with (`--seed-dev-project`). */
export const NORMAL_PROJECT_ID = 'latch-demo'

/**
 * @typedef {object} ApiTarget
 * @property {'pglite' | 'postgres'} mode
 * @property {'test' | 'bench'} scale
 * @property {string} url
 * @property {string} adminToken
 * @property {import('./apiLimits.mjs').ApiAbuseLimits} limits
 * @property {import('../spawnServer.mjs').ServerProcess} server
 * @property {() => Promise<void>} stop
 */

/**
 * @param {{ mode: 'pglite' | 'postgres', databaseUrl?: string, scale?: 'test' | 'bench' }} options
 * @returns {Promise<ApiTarget>}
 */
export async function startApiTarget({ mode, databaseUrl, scale = 'test' }) {
  if (mode === 'postgres' && !databaseUrl)
    throw new Error('postgres mode needs databaseUrl')
  ensureServerBuilt('api')
  const limits = apiAbuseLimits(scale, mode)
  const adminToken = randomBytes(16).toString('hex')
  const chains = await slowStep('startApiTarget', 'anvil', () =>
    Promise.all(
      [31337, 31338].map((chainId) => startAnvil({ port: 0, chainId })),
    ),
  )
  const dataDir = await mkdtemp(join(tmpdir(), 'latch-abuse-api-'))
  /** @type {import('../spawnServer.mjs').ServerProcess | undefined} */
  let server
  const stop = async () => {
    await server?.stop()
    await Promise.all(chains.map((chain) => chain.stop()))
    await rm(dataDir, { recursive: true, force: true })
  }
  try {
    const env = {
      ...limits.env,
      LATCH_API_ADMIN_TOKEN: adminToken,
      LATCH_API_RPC_31337: chains[0]?.url,
      LATCH_API_RPC_31338: chains[1]?.url,
      DATABASE_URL: mode === 'postgres' ? String(databaseUrl) : '',
      ...devnetSwapEnv([31337]),
      // The sandbox card on-ramp (A9); its treasury is never paid from
      // here (no order is paid), only named.
      LATCH_API_ONRAMP_TREASURY_KEY: DEVNET_ONRAMP_TREASURY_KEY,
    }
    const seeded = slowStep(
      'startApiTarget',
      'seeding the devnet and its pools',
      async () => {
        await seedDevnet({ rpcUrl: String(chains[0]?.url) })
        await seedDex({ rpcUrl: String(chains[0]?.url) })
      },
    )
    // A new PGlite folder is initialised (initdb, ~850 MB peak) by a
    // separate `latch-api migrate`, as services/api/README.md advises, so
    // the server process starts on an existing folder.
    await Promise.all([
      slowStep('startApiTarget', 'latch-api migrate', () =>
        runToEnd(apiBin, ['migrate', '--data-dir', dataDir], env),
      ),
      seeded,
    ])
    server = await slowStep('startApiTarget', 'latch-api start', () =>
      spawnServer({
        bin: apiBin,
        // The embedded-wallet service has its own route tests; here it would
        // take port 8789 and, with DATABASE_URL, want a master key.
        args: [
          '--port',
          '0',
          '--data-dir',
          dataDir,
          '--seed-dev-project',
          '--no-embedded',
        ],
        env,
        name: 'latch-api',
      }),
    )
    const created = await httpRequest(`${server.url}/admin/projects`, {
      method: 'POST',
      headers: { authorization: `Bearer ${adminToken}` },
      body: JSON.stringify({
        id: ABUSE_PROJECT_ID,
        name: 'Abuse target',
        allowedOrigins: ['http://127.0.0.1:*'],
        analyticsEnabled: true,
      }),
    })
    if (created.status !== 201)
      throw new Error(
        `creating the abuse project: ${created.status} ${created.body}`,
      )
    return { mode, scale, url: server.url, adminToken, limits, server, stop }
  } catch (error) {
    await stop()
    throw error
  }
}
