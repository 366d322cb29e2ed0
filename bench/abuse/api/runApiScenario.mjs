// One API abuse scenario: a fresh latch-api process (PGlite in a temp data
// folder, or PostgreSQL with DATABASE_URL = a fresh database), a fake
// chain node for the RPC proxy, the abuse project (analytics on), the
// normal client running, one attack, then the figures.
import { randomBytes } from 'node:crypto'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { sleep, withTimeout } from '../../lib/stats.mjs'
import { ensureServerBuilt } from '../ensureServersBuilt.mjs'
import { apiBin } from '../paths.mjs'
import { spawnServer } from '../spawnServer.mjs'
import { apiAttacks } from './apiAttacks.mjs'
import { apiAbuseLimits } from './apiLimits.mjs'
import { startFakeRpcUpstream } from './fakeRpcUpstream.mjs'
import { httpRequest } from './httpRequest.mjs'
import { startNormalApiClient } from './normalApiClient.mjs'

const ATTACK_TIMEOUT_MS = 120_000
/** The project under attack: analytics on, loopback origins. */
export const ABUSE_PROJECT_ID = 'abuse-target'
/** The project the normal client reads wallets with (`--seed-dev-project`). */
export const NORMAL_PROJECT_ID = 'latch-demo'

/**
 * @param {{ attack: string, mode: 'pglite' | 'postgres', databaseUrl?: string, scale?: 'test' | 'bench' }} options
 * @returns {Promise<import('../relay/runRelayScenario.mjs').AbuseScenarioResult>}
 */
export async function runApiScenario({
  attack,
  mode,
  databaseUrl,
  scale = 'test',
}) {
  const definition = apiAttacks.find((a) => a.id === attack)
  if (!definition) throw new Error(`unknown API attack ${attack}`)
  if (mode === 'postgres' && !databaseUrl)
    throw new Error('postgres mode needs databaseUrl')
  ensureServerBuilt('api')
  const limits = apiAbuseLimits(scale, mode)
  const adminToken = randomBytes(16).toString('hex')
  const upstream = await startFakeRpcUpstream()
  const dataDir = await mkdtemp(join(tmpdir(), 'latch-abuse-api-'))
  let server
  let normal
  try {
    server = await spawnServer({
      bin: apiBin,
      args: ['--port', '0', '--data-dir', dataDir, '--seed-dev-project'],
      env: {
        ...limits.env,
        LATCH_API_ADMIN_TOKEN: adminToken,
        LATCH_API_RPC_31337: upstream.url,
        LATCH_API_RPC_31338: upstream.url,
        ...(mode === 'postgres'
          ? { DATABASE_URL: databaseUrl }
          : { DATABASE_URL: '' }),
      },
      name: 'latch-api',
    })
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
    server.resetPeak()
    normal = startNormalApiClient(server.url, {
      projectId: NORMAL_PROJECT_ID,
      ...(definition.normalRpc ? { rpcProjectId: ABUSE_PROJECT_ID } : {}),
    })
    await sleep(300)
    let attacker = {}
    let error
    try {
      attacker = await withTimeout(
        definition.run({
          url: server.url,
          scale,
          projectId: ABUSE_PROJECT_ID,
          adminToken,
        }),
        ATTACK_TIMEOUT_MS,
        `attack ${attack}`,
      )
    } catch (caught) {
      error = String(caught?.stack ?? caught)
    }
    await sleep(500)
    const report = await normal.stop()
    normal = undefined
    return {
      attack,
      title: definition.title,
      mode,
      alive: server.alive(),
      peakRssBytes: server.peakRssBytes(),
      rssBoundBytes: limits.rssBoundBytes,
      normal: report,
      attacker,
      error,
      logTail: server.logTail(),
    }
  } finally {
    await normal?.stop().catch(() => {})
    await server?.stop()
    await upstream.close()
    await rm(dataDir, { recursive: true, force: true })
  }
}
