// One relay abuse scenario: a fresh latch-relay process (memory, or Redis
// with REDIS_URL) with the abuse limits, the normal clients running, one
// attack, then the figures: the relay's peak RSS vs its documented bound,
// whether it is still alive, the normal clients' report and what the
// attacker saw.
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import Redis from 'ioredis'
import { forkChild } from '../../lib/forkChild.mjs'
import { sleep } from '../../lib/stats.mjs'
import { ensureServerBuilt } from '../ensureServersBuilt.mjs'
import { relayBin } from '../paths.mjs'
import { runAttackBesideNormal } from '../runAttackBesideNormal.mjs'
import { spawnServer } from '../spawnServer.mjs'
import { startNormalClient } from '../startNormalClient.mjs'
import { findRelayAttack } from './relayAttacks.mjs'
import { relayAbuseLimits } from './relayLimits.mjs'

const ATTACK_TIMEOUT_MS = 90_000
const loopProbe = new URL('./relayLoopProbe.mjs', import.meta.url)
const attackChild = new URL('./relayAttackChild.mjs', import.meta.url)

/** The relay's loop-delay figures, once its probe has written them. */
async function readLoopDelay(file) {
  for (let waited = 0; waited < 2_000 && !existsSync(file); waited += 20)
    await sleep(20)
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined
}

/**
 * @param {{ attack: string, mode: 'memory' | 'redis', redisUrl?: string, scale?: 'test' | 'bench' }} options
 * @returns {Promise<import('../scenarioResult.d.mts').AbuseScenarioResult<import('../scenarioResult.d.mts').NormalRelayReport>>}
 */
export async function runRelayScenario({
  attack,
  mode,
  redisUrl,
  scale = 'test',
}) {
  const definition = findRelayAttack(attack)
  if (mode === 'redis') {
    if (!redisUrl) throw new Error('redis mode needs redisUrl')
    const redis = new Redis(redisUrl)
    await redis.flushall()
    redis.disconnect()
  }
  ensureServerBuilt('relay')
  const limits = relayAbuseLimits(scale, mode, definition.limits)
  const probeDir = mkdtempSync(join(tmpdir(), 'latch-relay-loop-'))
  const loopFile = join(probeDir, 'loop.json')
  const server = await spawnServer({
    bin: relayBin,
    args: ['--port', '0'],
    nodeArgs: ['--import', loopProbe.href],
    env: {
      LATCH_BENCH_LOOP_FILE: loopFile,
      ...limits.env,
      ...(mode === 'redis' ? { REDIS_URL: redisUrl } : {}),
    },
    name: 'latch-relay',
  })
  let normal
  try {
    server.resetPeak()
    normal = await startNormalClient('relay', server.url)
    process.kill(server.pid, 'SIGUSR2')
    const { attacker, error, report } = await runAttackBesideNormal({
      id: attack,
      normal,
      // In a child, at the lowest CPU priority at bench scale
      // (relayAttackChild.mjs).
      run: () =>
        forkChild(
          attackChild,
          { attack, context: { url: server.url, scale, redisUrl, limits } },
          ATTACK_TIMEOUT_MS,
          undefined,
          { execArgv: [] },
        ),
      timeoutMs: ATTACK_TIMEOUT_MS,
    })
    normal = undefined
    let serverLoopDelay
    if (server.alive()) {
      process.kill(server.pid, 'SIGUSR2')
      serverLoopDelay = await readLoopDelay(loopFile)
    }
    return {
      attack,
      title: definition.title,
      mode,
      alive: server.alive(),
      peakRssBytes: server.peakRssBytes(),
      rssBoundBytes: limits.rssBoundBytes,
      normal: report,
      serverLoopDelay,
      attacker,
      error,
      logTail: server.logTail(),
    }
  } finally {
    await normal?.stop().catch(() => {})
    await server.stop()
    rmSync(probeDir, { recursive: true, force: true })
  }
}
