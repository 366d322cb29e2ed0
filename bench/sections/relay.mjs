// Section "relay": relay throughput on loopback at 1,000, 5,000 and 10,000
// concurrent sockets, beside a bare `ws` fan-out server measured in the
// same run with the same client harness (bench/relay/clients.mjs).
//
// The server (Latch relay via startRelay, in memory; or the bare server)
// runs in this process; the clients run in one forked child process, so
// the two event loops do not share a thread (2 cores: one each). Relay
// clients authenticate with real JWTs (createRelayJwt, a fresh Ed25519 key
// per socket). Half the sockets subscribe, half publish, one topic per
// pair. Relay frames are real irn_subscribe / irn_publish / acked
// irn_subscription; the bare server forwards without auth, mailbox or acks.
// Like with like: both servers run in this process (one per measurement,
// bare first), the same child harness drives them with the same message
// bodies (`<pair>.<seq>.` + 256 bytes); only the framing differs (JSON-RPC
// envelope and one ack per push for the relay, as the protocol requires).
// A third server, frames-only (bench/relay/framesOnlyServer.mjs), speaks
// the relay's frames with none of its logic: the gap bare → frames-only is
// the protocol's, frames-only → relay the relay's own. On 2 cores the
// client harness shares the machine, so a rate is the sum of both sides'
// CPU per message.
// Profile the relay side: node --cpu-prof bench/lib/profileRelay.mjs.

import { startRedisServer } from '../abuse/startRedisServer.mjs'
import { budgets } from '../budgets.mjs'
import { forkChild } from '../lib/forkChild.mjs'
import { oneHostRelayLimits } from '../lib/oneHostRelayLimits.mjs'
import { int, ms, pct } from '../lib/stats.mjs'
import { startBareServer } from '../relay/bareServer.mjs'
import { startFramesOnlyServer } from '../relay/framesOnlyServer.mjs'

const serverNames = {
  bare: 'bare ws',
  frames: 'relay frames only (no logic)',
  relay: 'Latch relay',
  'relay-redis': 'Latch relay, 2 nodes on Redis',
}
const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`
const clientsScript = new URL('../relay/clients.mjs', import.meta.url)
const CHILD_TIMEOUT_MS = 180_000
const plans = [
  { sockets: 1_000, messages: 40, pacedSeconds: 5 },
  { sockets: 5_000, messages: 10, pacedSeconds: 5 },
  // 10,000 client sockets and as many server ones: each process needs more
  // open files than the usual 1,024 (scripts/bench.sh raises the limit).
  { sockets: 10_000, messages: 5, pacedSeconds: 5 },
]
/** Two relay nodes sharing a Debian redis-server: every message crosses the bus. */
const redisPlan = { sockets: 1_000, messages: 40, pacedSeconds: 5 }

/** The servers of one measurement: one bare or relay node, or two relay nodes on Redis. */
async function startServers(kind, redisUrl) {
  const { startRelay } = await import('@latch/relay')
  const relay = () =>
    startRelay({
      host: '127.0.0.1',
      port: 0,
      limits: oneHostRelayLimits,
      redisUrl,
    })
  if (kind === 'bare') return [await startBareServer()]
  if (kind === 'frames') return [await startFramesOnlyServer()]
  if (kind === 'relay') return [await relay()]
  return [await relay(), await relay()]
}

/** Heap and off-heap memory held after a full collection (bench.sh runs Node with --expose-gc). */
function retainedBytes() {
  globalThis.gc?.()
  const { heapUsed, external } = process.memoryUsage()
  return heapUsed + external
}

async function measure(kind, plan, redisUrl) {
  const before = retainedBytes()
  const servers = await startServers(kind, redisUrl)
  // This process's CPU (the servers') from the saturated phase's start to its end.
  let cpuAtStart
  let serverCpu
  const onEvent = (event) => {
    if (event === 'saturate') cpuAtStart = process.cpuUsage()
    if (event === 'saturated') serverCpu = process.cpuUsage(cpuAtStart)
  }
  try {
    const result = await forkChild(
      clientsScript,
      {
        // The frames-only server takes the relay's frames (it ignores the JWT).
        mode: kind === 'bare' ? 'bare' : 'relay',
        urls: servers.map((server) => server.url),
        ...plan,
      },
      CHILD_TIMEOUT_MS,
      onEvent,
    )
    result.saturate.serverCpuMicros =
      (serverCpu.user + serverCpu.system) / result.saturate.received
    // What the servers hold per socket at the end of the run, the sockets
    // still open: connections, subscriptions, push records and the
    // mailboxes of the run's messages (TTL 300 s). Without --expose-gc,
    // garbage not yet collected counts too.
    return {
      ...result,
      bytesPerSocket: (retainedBytes() - before) / plan.sockets,
    }
  } finally {
    await Promise.all(servers.map((server) => server.close()))
  }
}

export async function benchRelay() {
  const rows = []
  for (const plan of plans) {
    for (const kind of ['bare', 'frames', 'relay']) {
      console.log(`==> ${kind} at ${int(plan.sockets)} sockets`)
      rows.push({ kind, ...plan, ...(await measure(kind, plan)) })
    }
  }
  console.log(`==> 2 relay nodes on Redis at ${int(redisPlan.sockets)} sockets`)
  const redis = await startRedisServer()
  try {
    rows.push({
      kind: 'relay-redis',
      ...redisPlan,
      ...(await measure('relay-redis', redisPlan, redis.url)),
    })
  } finally {
    await redis.stop()
  }
  console.log(
    '\n| server | sockets | delivered msg/s (saturated) | CPU µs/msg server + clients (saturated) | p50 / p99 saturated | p50 / p99 at fixed load | client loop p99 at fixed load | lost | publish errors | memory per socket |',
  )
  console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |')
  for (const r of rows) {
    const { saturate: s, paced: f } = r
    console.log(
      `| ${serverNames[r.kind]} | ${int(r.sockets)} | ${int(s.rate)} | ` +
        `${s.serverCpuMicros.toFixed(0)} + ${s.clientCpuMicros.toFixed(0)} | ` +
        `${ms(s.p50)} / ${ms(s.p99)} | ${ms(f.p50)} / ${ms(f.p99)} (${int(f.offeredRate)} msg/s) | ${ms(f.clientLoopP99)} | ` +
        `${s.lost + f.lost} | ${r.publishErrors} | ${kib(r.bytesPerSocket)} |`,
    )
  }
  console.log(
    '(saturated: one message in flight per pair; fixed load: each publisher 1 msg/s, ' +
      'pairs spread over the second; clients in a child process; client loop p99: that ' +
      "process's own event-loop delay during the fixed load, which its latencies include; CPU µs/msg: user + system " +
      'time of the server process and of the client process during the saturated phase over the messages delivered ' +
      '(the two share 2 cores, so the rate follows their sum); memory per socket: ' +
      'heap + external memory the servers retain at the end of the run, sockets open and ' +
      'mailboxes full, after a full collection, over the sockets)',
  )
  const checks = []
  for (const plan of plans) {
    const bare = rows.find(
      (r) => r.kind === 'bare' && r.sockets === plan.sockets,
    )
    const relay = rows.find(
      (r) => r.kind === 'relay' && r.sockets === plan.sockets,
    )
    const frames = rows.find(
      (r) => r.kind === 'frames' && r.sockets === plan.sockets,
    )
    const ratio = relay.saturate.rate / bare.saturate.rate
    console.log(
      `at ${int(plan.sockets)} sockets: relay frames only / bare ws ${pct(frames.saturate.rate / bare.saturate.rate)} ` +
        `(the protocol's ceiling here), relay / relay frames only ${pct(relay.saturate.rate / frames.saturate.rate)}`,
    )
    checks.push([
      `delivered msg/s vs bare ws at ${int(plan.sockets)} sockets`,
      `${pct(ratio)} (${int(relay.saturate.rate)} / ${int(bare.saturate.rate)})`,
      `≥ ${pct(budgets.relayRateRatio)}`,
      ratio >= budgets.relayRateRatio,
    ])
    const lost = relay.saturate.lost + relay.paced.lost
    checks.push([
      `messages lost at ${int(plan.sockets)} sockets`,
      `${lost} of ${int(relay.saturate.sent + relay.paced.sent)}`,
      `≤ ${budgets.relayLost}`,
      lost <= budgets.relayLost && relay.publishErrors === 0,
    ])
    const p99Budget = {
      5000: budgets.relayP99Ms,
      10000: budgets.relayP99Ms10k,
    }[plan.sockets]
    if (p99Budget !== undefined)
      checks.push([
        `p99 publish → delivery at ${int(plan.sockets)} sockets (fixed load)`,
        ms(relay.paced.p99),
        `≤ ${ms(p99Budget)}`,
        relay.paced.p99 <= p99Budget,
      ])
  }
  const twoNodes = rows.find((r) => r.kind === 'relay-redis')
  const twoNodesLost = twoNodes.saturate.lost + twoNodes.paced.lost
  checks.push([
    `messages lost, 2 nodes on Redis, ${int(redisPlan.sockets)} sockets`,
    `${twoNodesLost} of ${int(twoNodes.saturate.sent + twoNodes.paced.sent)}`,
    `≤ ${budgets.relayLost}`,
    twoNodesLost <= budgets.relayLost && twoNodes.publishErrors === 0,
  ])
  return { results: rows, checks }
}
