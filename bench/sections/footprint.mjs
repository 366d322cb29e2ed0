// Section "footprint" (issue #19, item 4): resident memory of latch-api and
// of the `npm start` demo stack, each its own process tree, read from /proc
// (bench/lib/watchProcessTree.mjs: per-process VmHWM, the sum of the
// tree's RSS):
// - latch-api (bin, default options: blockchain extension, embedded
//   service) on an EMPTY PGlite data folder: the start-up peak of the
//   server and of its initdb child, then the server's RSS once idle;
// - the same folder started again (the ordinary start);
// - on PostgreSQL (DATABASE_URL, a throw-away server);
// - scripts/start.mjs on free ports (devnet, relay, API, embedded service,
//   demo and wallet pages) with a new data folder: each process's peak and
//   RSS once running.
// Two anvils stand in for the chains (the indexer polls them). "Idle" is
// the RSS after SETTLE_MS with no request; "used" the RSS SETTLE_MS after
// one request to each route set that loads on first use (FIRST_USE_PATHS,
// and the embedded service's /health), answered or refused alike. Memory
// only: the machine may be busy, no timing is reported. No budget (the
// issue asks for the figures).
import { spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createDatabase } from '../abuse/createDatabase.mjs'
import { ensureServerBuilt } from '../abuse/ensureServersBuilt.mjs'
import { apiBin, repoRoot } from '../abuse/paths.mjs'
import { startPostgres } from '../lib/startPostgres.mjs'
import { stopAll } from '../lib/stopAll.mjs'
import { readProcessTree, watchProcessTree } from '../lib/watchProcessTree.mjs'

const SETTLE_MS = 15_000
const START_TIMEOUT_MS = 300_000
const MiB = 1024 * 1024
const mib = (bytes) => `${(bytes / MiB).toFixed(0)} MiB`
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))
const ADMIN_TOKEN = randomBytes(16).toString('hex')
const ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
/** One request into each lazily loaded route set of latch-api. */
const FIRST_USE_PATHS = [
  ['GET', `/v1/account/${ADDRESS}/nfts`],
  ['GET', '/v1/profile/suggestions/abc'],
  ['GET', `/v1/sessions/${ADDRESS}`],
  ['POST', '/v1/bundler'],
  ['POST', '/v1/paymaster'],
  ['GET', '/admin/projects/latch-demo/paymaster-policy'],
  ['GET', '/v1/convert/tokens?chainId=eip155:31337'],
  ['GET', '/swap/v6.0/31337/tokens'],
  ['GET', '/v1/onramp/options'],
  ['GET', '/v1/siwx/nonce'],
]

/** Sends each FIRST_USE_PATHS request (and the embedded /health). */
async function requestEveryRouteSet(apiUrl, embeddedUrl) {
  for (const [method, path] of FIRST_USE_PATHS) {
    const url = new URL(path, apiUrl)
    url.searchParams.set('projectId', 'latch-demo')
    const response = await fetch(url, {
      method,
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${ADMIN_TOKEN}`,
      },
      ...(method === 'POST' ? { body: '{}' } : {}),
    })
    await response.arrayBuffer()
  }
  if (embeddedUrl) await (await fetch(`${embeddedUrl}/health`)).arrayBuffer()
}

/**
 * Spawns `node ...args`, watching its process tree, and resolves once
 * its output matches `ready`.
 */
async function spawnWatched({ args, env, ready }) {
  const child = spawn(process.execPath, args, {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const watch = watchProcessTree(/** @type {number} */ (child.pid))
  let log = ''
  const exited = new Promise((resolve) => child.once('exit', resolve))
  await new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`not ready in ${START_TIMEOUT_MS} ms:\n${log}`)),
      START_TIMEOUT_MS,
    )
    const onData = (chunk) => {
      log = (log + String(chunk)).slice(-8_000)
      if (ready.test(log)) {
        clearTimeout(timer)
        resolve(undefined)
      }
    }
    child.stdout.on('data', onData)
    child.stderr.on('data', onData)
    exited.then(() => {
      clearTimeout(timer)
      reject(new Error(`exited before ready:\n${log}`))
    })
  }).catch(async (error) => {
    watch.stop()
    child.kill('SIGKILL')
    throw error
  })
  return {
    pid: /** @type {number} */ (child.pid),
    log: () => log,
    watch,
    async stop() {
      watch.stop()
      if (child.exitCode !== null || child.signalCode !== null) return
      child.kill('SIGTERM')
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000)
      await exited
      clearTimeout(timer)
    },
  }
}

/** Peak and idle figures of one latch-api start. */
async function measureApi({ name, args, env }) {
  console.log(`${name} …`)
  const server = await spawnWatched({
    args: [apiBin, '--port', '0', '--embedded-port', '0', ...args],
    env,
    ready: /listening on http[^\n]*\n/,
  })
  try {
    const startPeaks = server.watch.peaks()
    const own = startPeaks.find((p) => p.pid === server.pid)
    const children = startPeaks.filter((p) => p.pid !== server.pid)
    await sleep(SETTLE_MS)
    const idle = readProcessTree(server.pid).find((p) => p.pid === server.pid)
    const log = server.log()
    await requestEveryRouteSet(
      /listening on (http\S+)/.exec(log)?.[1],
      /embedded wallet on (http\S+)/.exec(log)?.[1],
    )
    await sleep(SETTLE_MS)
    const used = readProcessTree(server.pid).find((p) => p.pid === server.pid)
    return {
      name,
      peakRssBytes: own?.peakRssBytes ?? 0,
      childPeakRssBytes: Math.max(0, ...children.map((p) => p.peakRssBytes)),
      maxTreeRssBytes: server.watch.maxTreeRssBytes(),
      idleRssBytes: idle?.rssBytes ?? 0,
      usedRssBytes: used?.rssBytes ?? 0,
    }
  } finally {
    await server.stop()
  }
}

/** The demo stack (scripts/start.mjs) on free ports, new data folder. */
async function measureDemoStack(dataDir, buildDir) {
  console.log('demo stack (scripts/start.mjs) …')
  const ports = ['--port', '--wallet-port', '--relay-port', '--api-port']
  const more = ['--embedded-port', '--mail-port', '--smtp-port', '--oidc-port']
  const stack = await spawnWatched({
    args: [
      join(repoRoot, 'scripts', 'start.mjs'),
      ...[...ports, ...more].flatMap((flag) => [flag, '0']),
      ...['--rpc-port', '0', '--rpc-port', '0', '--solana-port', '0'],
      ...['--bundler-port', '0', '--bundler-port', '0', '--faucet-port', '0'],
      ...['--api-data', dataDir, '--build-dir', buildDir],
    ],
    env: {},
    ready: /Press Ctrl-C/,
  })
  try {
    const peaks = stack.watch.peaks()
    await sleep(SETTLE_MS)
    const running = readProcessTree(stack.pid)
    const main = running.find((p) => p.pid === stack.pid)
    const log = stack.log()
    await requestEveryRouteSet(
      /\n {2}api +(http\S+)/.exec(log)?.[1],
      /\n {2}embedded wallet +(http\S+)/.exec(log)?.[1],
    )
    await sleep(SETTLE_MS)
    const used = readProcessTree(stack.pid).find((p) => p.pid === stack.pid)
    return {
      name: 'demo stack',
      peakRssBytes: peaks.find((p) => p.pid === stack.pid)?.peakRssBytes ?? 0,
      idleRssBytes: main?.rssBytes ?? 0,
      usedRssBytes: used?.rssBytes ?? 0,
      treeIdleRssBytes: running.reduce((sum, p) => sum + p.rssBytes, 0),
      maxTreeRssBytes: stack.watch.maxTreeRssBytes(),
      processes: running.map((p) => ({
        name: p.name,
        rssBytes: p.rssBytes,
        peakRssBytes:
          peaks.find((q) => q.pid === p.pid)?.peakRssBytes ?? p.peakRssBytes,
      })),
    }
  } finally {
    await stack.stop()
  }
}

/** Runs the measurements; returns `{ results, checks }` for bench/run.mjs. */
export async function benchFootprint() {
  ensureServerBuilt('api')
  const { startAnvil } = await import('@latch/devnet/node')
  const stops = []
  const results = { api: [], stack: undefined }
  try {
    const chains = await Promise.all(
      [31337, 31338].map((chainId) => startAnvil({ port: 0, chainId })),
    )
    stops.push(...chains.map((chain) => () => chain.stop()))
    const env = {
      LATCH_API_RPC_31337: chains[0]?.url ?? '',
      LATCH_API_RPC_31338: chains[1]?.url ?? '',
      LATCH_EMBEDDED_MASTER_KEY: randomBytes(32).toString('hex'),
      LATCH_API_ADMIN_TOKEN: ADMIN_TOKEN,
      DATABASE_URL: '',
    }
    const dir = await mkdtemp(join(tmpdir(), 'latch-footprint-'))
    stops.push(() => rm(dir, { recursive: true, force: true }))
    const dataDir = join(dir, 'api-data')
    const args = ['--data-dir', dataDir, '--seed-dev-project']
    results.api.push(
      await measureApi({ name: 'PGlite, empty folder', args, env }),
      await measureApi({ name: 'PGlite, existing folder', args, env }),
    )
    const postgres = await startPostgres()
    stops.push(() => postgres.stop())
    results.api.push(
      await measureApi({
        name: 'PostgreSQL',
        args: ['--seed-dev-project'],
        env: { ...env, DATABASE_URL: await createDatabase(postgres.url) },
      }),
    )
    results.stack = await measureDemoStack(
      join(dir, 'stack-data'),
      join(dir, 'stack-build'),
    )
  } finally {
    await stopAll(stops)
  }
  printResults(results)
  return { results, checks: [] }
}

function printResults({ api, stack }) {
  console.log(
    '\nlatch-api (own process; initdb child apart; idle 15 s after start; used: 15 s after one request per lazily loaded route set)',
  )
  console.log(
    ['start', 'peak', 'child peak', 'tree peak', 'idle', 'used']
      .map((h, i) => (i ? h.padStart(11) : h.padEnd(24)))
      .join(''),
  )
  for (const row of api)
    console.log(
      [
        row.name.padEnd(24),
        mib(row.peakRssBytes).padStart(11),
        (row.childPeakRssBytes ? mib(row.childPeakRssBytes) : '–').padStart(11),
        mib(row.maxTreeRssBytes).padStart(11),
        mib(row.idleRssBytes).padStart(11),
        mib(row.usedRssBytes).padStart(11),
      ].join(''),
    )
  if (!stack) return
  console.log(
    `\ndemo stack: start.mjs peak ${mib(stack.peakRssBytes)}, running ${mib(stack.idleRssBytes)}, used ${mib(stack.usedRssBytes)}; whole tree running ${mib(stack.treeIdleRssBytes)} (sampled peak ${mib(stack.maxTreeRssBytes)})`,
  )
  for (const p of stack.processes)
    console.log(
      `  ${p.name.slice(0, 40).padEnd(40)} ${mib(p.rssBytes).padStart(9)}  (peak ${mib(p.peakRssBytes)})`,
    )
}
