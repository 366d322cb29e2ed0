// Section "swap": latch-api's swap quotes (GET /v1/convert/quotes) on the
// devnet DEX (startDevnet: Uniswap V2 and V3 pools seeded by seedDex),
// at 16 concurrent keep-alive clients from a child process
// (bench/lib/httpLoad.mjs): one quote asked again and again (ETH → LDT),
// and quotes of varying amounts and pairs (ETH → LDT, LDT → ETH,
// ETH → LUSD through LDT), so no two neighbouring requests are the same;
// then quotes whose every amount differs while the devnet mines a block
// every 500 ms (nothing is asked twice in one block: no cache helps).
// Each quote is a best-route search: pool lookups (cached), the latest
// block (shared while in flight), and every route computed from the
// pools' state at that block (V2 reserves; V3 slot0 / liquidity / tick
// bitmap, swapped by latch-api's port of v3-core's math), read once per
// block in one JSON-RPC batch shared by all quotes; V2's router or V3's
// QuoterV2 only where that state cannot give the exact answer (a route's
// answer is kept for the rest of its block).
// The budget (issue #23): p99 ≤ 50 ms at 16 clients, worst target.
import { readdirSync, readFileSync } from 'node:fs'
import { loadavg } from 'node:os'
import { budgets } from '../budgets.mjs'
import { forkChild } from '../lib/forkChild.mjs'
import { int, ms } from '../lib/stats.mjs'
import { stopAll } from '../lib/stopAll.mjs'

const loadScript = new URL('../lib/httpLoad.mjs', import.meta.url)
const REQUESTS = 2_000
const WARMUP = 200
const CONCURRENCY = 16
const MAX_SECONDS = 60
/** Block time of the devnet during the unique-amounts run, ms. */
const BLOCK_MS = 500
const NATIVE = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'

/** The pid of the anvil started with `--port <port>` (/proc), or undefined. */
function listeningPid(port) {
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    try {
      const args = readFileSync(`/proc/${entry}/cmdline`, 'utf8').split('\0')
      const at = args.indexOf('--port')
      if (/anvil$/.test(args[0] ?? '') && args[at + 1] === String(port))
        return Number(entry)
    } catch {}
  }
  return undefined
}

/** User + system CPU time of a process so far, ms (/proc/<pid>/stat). */
function processCpuMs(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
    // utime and stime: fields 14 and 15 of stat, in clock ticks (100 Hz).
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100
  } catch {
    return Number.NaN
  }
}

export async function benchSwap() {
  const stops = []
  try {
    const { startApi } = await import('@latch/api')
    const { createBlockchainExtension, getBlockchainSettings } = await import(
      '@latch/api/blockchain'
    )
    const { startDevnet, devAccounts, DEMO_TOKEN_ADDRESS, dexContracts } =
      await import('@latch/devnet/node')
    const { devnetSwapEnv } = await import('../../scripts/devnet-swap-env.mjs')
    const devnet = await startDevnet({ ports: [0, 0], bundler: false })
    stops.push(() => devnet.stop())
    const chainIds = devnet.chains.map((c) => c.chainId)
    const defaults = getBlockchainSettings({
      env: {
        ...devnetSwapEnv(chainIds),
        // The bench is one IP asking thousands of quotes.
        LATCH_API_CONVERT_IP_RATE: '1000000',
        LATCH_API_CONVERT_IP_BURST: '1000000',
      },
    })
    const settings = {
      ...defaults,
      chains: defaults.chains.map((chain) => {
        const running = devnet.chains.find((c) => c.chainId === chain.chainId)
        return running ? { ...chain, rpcUrls: [running.url] } : chain
      }),
    }
    const api = await startApi({
      port: 0,
      dataDir: 'memory',
      seedDevProject: true,
      extensions: [createBlockchainExtension({ settings, indexer: false })],
    })
    stops.push(() => api.close())
    const caip = (address) => `eip155:${chainIds[0]}:${address}`
    const user = caip(devAccounts[9].address)
    const quote = (from, to, amount) =>
      `${api.url}/v1/convert/quotes?projectId=latch-demo&from=${caip(from)}&to=${caip(to)}&amount=${amount}&userAddress=${user}&gasPrice=0`
    const ldt = DEMO_TOKEN_ADDRESS
    const lusd = dexContracts.DemoDollar
    const varied = []
    for (let i = 1; i <= 50; i++) {
      const eth = (10n ** 16n * BigInt(i)).toString()
      varied.push(
        quote(NATIVE, ldt, eth),
        quote(ldt, NATIVE, (10n ** 18n * BigInt(i * 7)).toString()),
        quote(NATIVE, lusd, eth),
      )
    }
    const targets = [
      {
        name: 'same quote (ETH → LDT)',
        urls: [quote(NATIVE, ldt, '1000000000000000000')],
      },
      { name: 'varied quotes (3 pairs × 50 amounts)', urls: varied },
      {
        // No chain call: the route's floor (project lookup, rate limit).
        name: 'floor: GET /v1/convert/tokens',
        urls: [
          `${api.url}/v1/convert/tokens?projectId=latch-demo&chainId=eip155:${chainIds[0]}`,
        ],
      },
    ]
    for (const url of [targets[0].urls[0], varied[1], varied[2]]) {
      const res = await fetch(url)
      if (res.status !== 200)
        throw new Error(`${url}: ${res.status} ${await res.text()}`)
    }
    // CPU per quote (warmup included), less bent by a busy machine than
    // latency: this process (latch-api) and the devnet's anvil.
    const anvilPid = listeningPid(new URL(devnet.chains[0].url).port)
    const anvilCpuMs = () => (anvilPid ? processCpuMs(anvilPid) : Number.NaN)
    const apiCpuMs = () => {
      const { user, system } = process.cpuUsage()
      return (user + system) / 1000
    }
    const load = async (target) => {
      const [api0, anvil0] = [apiCpuMs(), anvilCpuMs()]
      const [row] = await forkChild(
        loadScript,
        {
          targets: [target],
          requests: REQUESTS,
          warmup: WARMUP,
          concurrency: CONCURRENCY,
          maxSeconds: MAX_SECONDS,
        },
        (MAX_SECONDS * 2 + 10) * 1000,
      )
      const quotes = REQUESTS + WARMUP
      return {
        ...row,
        apiCpuMsPerQuote: (apiCpuMs() - api0) / quotes,
        anvilCpuMsPerQuote: (anvilCpuMs() - anvil0) / quotes,
      }
    }
    const rows = []
    for (const target of targets) rows.push(await load(target))
    // Every amount once (the warmup's again at the run's start, blocks later).
    const unique = []
    for (let i = 1; i <= WARMUP + REQUESTS; i++) {
      const wei = 10n ** 15n * 37n * BigInt(i) + BigInt(i)
      unique.push(
        [
          quote(NATIVE, ldt, wei),
          quote(ldt, NATIVE, wei * 3001n),
          quote(NATIVE, lusd, wei),
        ][i % 3],
      )
    }
    const mining = setInterval(() => {
      fetch(devnet.chains[0].url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{"jsonrpc":"2.0","id":1,"method":"evm_mine","params":[]}',
      }).catch(() => {})
    }, BLOCK_MS)
    try {
      rows.push(
        await load({
          name: `unique amounts, a block every ${BLOCK_MS} ms`,
          urls: unique,
        }),
      )
    } finally {
      clearInterval(mining)
    }
    console.log(
      '\nswap quotes (GET /v1/convert/quotes), 16 concurrent clients:',
    )
    console.table(
      rows.map((r) => ({
        target: r.name,
        requests: r.requests,
        errors: r.errors,
        'req/s': int(r.rps),
        p50: ms(r.p50),
        p99: ms(r.p99),
        'api CPU/quote': ms(r.apiCpuMsPerQuote),
        'anvil CPU/quote': ms(r.anvilCpuMsPerQuote),
      })),
    )
    console.log(
      `load average: ${loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')}`,
    )
    const quoteRows = rows.filter((r) => !r.name.startsWith('floor'))
    const worst = Math.max(...quoteRows.map((r) => r.p99))
    return {
      results: rows,
      checks: [
        [
          `quote p99 at ${CONCURRENCY} clients, worst target`,
          ms(worst),
          `${budgets.swapQuoteP99Ms} ms`,
          worst <= budgets.swapQuoteP99Ms,
        ],
        [
          'quote answers other than 200',
          String(rows.reduce((n, r) => n + r.errors, 0)),
          '0',
          rows.every((r) => r.errors === 0),
        ],
        [
          'latch-api CPU per uncached quote (unique amounts)',
          ms(rows.at(-1).apiCpuMsPerQuote),
          'report',
          true,
        ],
      ],
    }
  } finally {
    await stopAll(stops)
  }
}
