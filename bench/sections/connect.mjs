// Section "connect": connect → settled latency on loopback through one
// Latch relay (startRelay, in memory, this process).
//   Latch pair:    createSignClient (dapp) + createSignClient (wallet)
//   Official pair: @walletconnect/sign-client 2.25.0 (dapp) +
//                  @reown/walletkit 1.6.0 on @walletconnect/core (wallet),
//                  in-memory storage, distinct customStoragePrefix,
//                  telemetryEnabled: false, non-loopback fetch fails fast.
// Fresh dapp and wallet clients for every run (created before the clock
// starts, closed after). The clock runs from dapp connect() to the dapp's
// approval() resolving: connect → uri → wallet pair → session_proposal →
// wallet approve → session settle. 2 warm-up runs per pair are not counted.
import { budgets } from '../budgets.mjs'
import { installLoopbackFetch } from '../lib/loopbackFetch.mjs'
import { oneHostRelayLimits } from '../lib/oneHostRelayLimits.mjs'
import { median, ms, percentile, withTimeout } from '../lib/stats.mjs'

const RUNS = 20
const WARMUP = 2
const RUN_TIMEOUT_MS = 20_000
const projectId = '0123456789abcdef0123456789abcdef'
const address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const optionalNamespaces = {
  eip155: {
    chains: ['eip155:1'],
    methods: ['personal_sign'],
    events: ['chainChanged', 'accountsChanged'],
  },
}
const namespaces = {
  eip155: {
    chains: ['eip155:1'],
    accounts: [`eip155:1:${address}`],
    methods: ['personal_sign'],
    events: ['chainChanged', 'accountsChanged'],
  },
}
const metadata = (name) => ({
  name,
  description: `${name} (bench)`,
  url: 'http://localhost:3000',
  icons: [],
})

function memoryKv() {
  const map = new Map()
  return {
    getKeys: async () => [...map.keys()],
    getEntries: async () => [...map.entries()],
    getItem: async (key) => map.get(key),
    setItem: async (key, value) => void map.set(key, value),
    removeItem: async (key) => void map.delete(key),
  }
}

/**
 * The timed part, the same for both pairs: dapp connect() → uri → wallet
 * pair → session_proposal, answered by `approve(id)` → the dapp's
 * approval() resolves. Returns the milliseconds.
 */
async function timeConnect(dapp, wallet, approve) {
  wallet.on('session_proposal', (proposal) => {
    approve(proposal.id).catch(() => {})
  })
  const t0 = performance.now()
  const { uri, approval } = await dapp.connect({ optionalNamespaces })
  await wallet.pair({ uri })
  await approval()
  return performance.now() - t0
}

/** One Latch dapp + wallet pair: returns connect → settled in ms. */
async function latchRun(relayUrl) {
  const { createSignClient } = await import('@latch/protocol/client')
  const { default: WebSocket } = await import('ws')
  const make = (name) =>
    createSignClient({
      relayUrl,
      projectId,
      metadata: metadata(name),
      WebSocket,
    })
  const dapp = await make('Latch dapp')
  const wallet = await make('Latch wallet')
  try {
    return await timeConnect(dapp, wallet, (id) =>
      wallet.approve({ id, namespaces }),
    )
  } finally {
    await dapp.close().catch(() => {})
    await wallet.close().catch(() => {})
  }
}

let officialRuns = 0
/** One official dapp + wallet pair: returns connect → settled in ms. */
async function officialRun(relayUrl) {
  const { SignClient } = await import('@walletconnect/sign-client')
  const { Core } = await import('@walletconnect/core')
  const { WalletKit } = await import('@reown/walletkit')
  const n = officialRuns++
  const common = {
    projectId,
    relayUrl,
    storage: memoryKv(),
    telemetryEnabled: false,
    logger: 'silent',
  }
  const dapp = await SignClient.init({
    ...common,
    customStoragePrefix: `bench-dapp-${n}`,
    metadata: metadata('Official dapp'),
  })
  const core = new Core({
    ...common,
    storage: memoryKv(),
    customStoragePrefix: `bench-wallet-${n}`,
  })
  const wallet = await WalletKit.init({
    core,
    metadata: metadata('Official wallet'),
  })
  try {
    return await timeConnect(dapp, wallet, (id) =>
      wallet.approveSession({ id, namespaces }),
    )
  } finally {
    await dapp.core.relayer.transportClose().catch(() => {})
    await core.relayer.transportClose().catch(() => {})
  }
}

async function sample(label, runOnce, relayUrl) {
  const samples = []
  for (let i = 0; i < WARMUP + RUNS; i++) {
    const t = await withTimeout(runOnce(relayUrl), RUN_TIMEOUT_MS, label)
    if (i >= WARMUP) samples.push(t)
  }
  return { median: median(samples), p90: percentile(samples, 90), samples }
}

export async function benchConnect() {
  const { startRelay } = await import('@latch/relay')
  const restoreFetch = installLoopbackFetch()
  const relay = await startRelay({
    host: '127.0.0.1',
    port: 0,
    limits: oneHostRelayLimits,
  })
  try {
    const latch = await sample('Latch connect', latchRun, relay.url)
    const official = await sample('official connect', officialRun, relay.url)
    const ratio = latch.median / official.median
    console.log(
      `\n| pair (same Latch relay, loopback) | median of ${RUNS} | p90 |`,
    )
    console.log('| --- | --- | --- |')
    console.log(
      `| Latch dapp + Latch wallet | ${ms(latch.median)} | ${ms(latch.p90)} |`,
    )
    console.log(
      `| official dapp + official wallet | ${ms(official.median)} | ${ms(official.p90)} |`,
    )
    console.log('(fresh clients per run, created before the clock starts)')
    return {
      results: { runs: RUNS, warmup: WARMUP, latch, official, ratio },
      checks: [
        [
          'connect → settled, Latch / official (median)',
          `${ratio.toFixed(2)} (${ms(latch.median)} / ${ms(official.median)})`,
          `≤ ${budgets.connectLatencyRatio}`,
          ratio <= budgets.connectLatencyRatio,
        ],
      ],
    }
  } finally {
    restoreFetch()
    await relay.close()
  }
}
