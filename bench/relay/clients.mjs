// Child process of the relay section: the client harness. Opens `sockets`
// WebSocket clients against one server (the Latch relay with real JWTs, or
// the bare fan-out server), pairs them (subscriber, publisher) on one
// random topic per pair, then runs two phases and reports to the parent:
//   saturate: every publisher sends `messages` messages, one in flight per
//             pair (the next when the previous arrived) → delivered msg/s;
//   paced:    every publisher sends one message per second for
//             `pacedSeconds` s, pairs spread evenly over the second (a fixed
//             offered load of sockets/2 msg/s) → p50 / p99 latency.
// Latency = delivery time − send time, both read in this process.
// Every wait is bounded; the parent kills this process on its own timeout.
import { randomBytes } from 'node:crypto'
import { monitorEventLoopDelay } from 'node:perf_hooks'
import WebSocket from 'ws'
import { answerParent, tellParent } from '../lib/forkChild.mjs'
import { nearestRank, sleep } from '../lib/stats.mjs'

const CONNECT_BATCH = 200
const PAD = 'x'.repeat(256)
const STALL_MS = 5_000
const GRACE_MS = 3_000

function summary(latencies) {
  const s = Float64Array.from(latencies).sort()
  return s.length
    ? { p50: nearestRank(s, 50), p99: nearestRank(s, 99), max: s[s.length - 1] }
    : {}
}

async function main({
  mode,
  url,
  urls = [url],
  sockets,
  messages,
  pacedSeconds,
}) {
  const pairs = Math.floor(sockets / 2)
  const relay = mode === 'relay'
  const { createRelayJwt } = relay
    ? await import('@latch/protocol/auth')
    : { createRelayJwt: undefined }

  // Per-phase bookkeeping shared by the socket handlers.
  let phase = { sentAt: new Map(), latencies: [], received: 0, dup: 0 }
  let onDelivered = () => {}
  let publishErrors = 0
  const deliver = (message) => {
    const sentAt = phase.sentAt.get(message)
    if (sentAt === undefined) {
      phase.dup++
      return
    }
    phase.sentAt.delete(message)
    phase.latencies.push(performance.now() - sentAt)
    phase.received++
    onDelivered(Number(message.slice(0, message.indexOf('.'))))
  }

  /** Opens one client; resolves when open. */
  function open(index) {
    // With several nodes, a pair's subscriber and publisher are on
    // different ones (index 2p on urls[0], 2p + 1 on urls[1]…).
    const server = urls[index % urls.length]
    let target = server
    if (relay) {
      const jwt = createRelayJwt({
        seed: randomBytes(32),
        aud: server,
        sub: randomBytes(32).toString('hex'),
      })
      target = `${server}/?auth=${jwt}`
    }
    const ws = new WebSocket(target, { perMessageDeflate: false })
    const client = { ws, nextId: 1, waiting: new Map(), index }
    ws.on('message', (data) => {
      const frame = JSON.parse(data.toString())
      if (relay && frame.method === 'irn_subscription') {
        ws.send(`{"id":${frame.id},"jsonrpc":"2.0","result":true}`)
        deliver(frame.params.data.message)
      } else if (!relay && frame.topic !== undefined) {
        deliver(frame.message)
      } else if (frame.id !== undefined) {
        if (frame.error) publishErrors++
        const resolve = client.waiting.get(frame.id)
        client.waiting.delete(frame.id)
        resolve?.(frame)
      }
    })
    ws.on('error', () => {})
    return new Promise((resolve, reject) => {
      ws.once('open', () => resolve(client))
      ws.once('close', (code) => reject(new Error(`socket closed ${code}`)))
      ws.once('error', reject)
    })
  }

  /** Sends a request; with `wait`, resolves with its response. */
  function call(client, method, params, wait) {
    const id = client.nextId++
    const frame = relay
      ? { id, jsonrpc: '2.0', method: `irn_${method}`, params }
      : { id, method, ...params }
    const done = wait
      ? new Promise((resolve) => client.waiting.set(id, resolve))
      : undefined
    client.ws.send(JSON.stringify(frame))
    return done
  }

  const t0 = performance.now()
  const clients = []
  for (let i = 0; i < pairs * 2; i += CONNECT_BATCH) {
    const batch = []
    for (let j = i; j < Math.min(i + CONNECT_BATCH, pairs * 2); j++)
      batch.push(open(j))
    clients.push(...(await Promise.all(batch)))
  }
  const connectMs = performance.now() - t0
  const topics = Array.from({ length: pairs }, () =>
    randomBytes(32).toString('hex'),
  )
  for (let i = 0; i < pairs; i += CONNECT_BATCH) {
    const batch = []
    for (let p = i; p < Math.min(i + CONNECT_BATCH, pairs); p++)
      batch.push(call(clients[2 * p], 'subscribe', { topic: topics[p] }, true))
    const answers = await Promise.all(batch)
    if (answers.some((a) => a.error))
      throw new Error(
        `subscribe failed: ${JSON.stringify(answers.find((a) => a.error))}`,
      )
  }

  const seq = new Uint32Array(pairs)
  const publish = (p) => {
    const message = `${p}.${seq[p]++}.${PAD}`
    phase.sentAt.set(message, performance.now())
    const params = relay
      ? { topic: topics[p], message, ttl: 300, tag: 1000, prompt: false }
      : { topic: topics[p], message }
    call(clients[2 * p + 1], 'publish', params, false)
  }

  /** Waits until every sent message arrived, or nothing moves for `ms`. */
  async function drain(expected, deadline) {
    let last = phase.received
    let lastMove = performance.now()
    while (phase.received < expected && performance.now() < deadline) {
      await sleep(20)
      if (phase.received !== last) {
        last = phase.received
        lastMove = performance.now()
      } else if (performance.now() - lastMove > STALL_MS) break
    }
  }

  const finish = (sent, startedAt, endedAt) => {
    const result = {
      sent,
      received: phase.received,
      lost: sent - phase.received,
      duplicates: phase.dup,
      seconds: (endedAt - startedAt) / 1000,
      rate: phase.received / ((endedAt - startedAt) / 1000),
      ...summary(phase.latencies),
    }
    phase = { sentAt: new Map(), latencies: [], received: 0, dup: 0 }
    return result
  }

  // Phase 1: saturate, one message in flight per pair. The parent reads
  // its own CPU at the two events, this process its own.
  const total = pairs * messages
  tellParent('saturate')
  const cpuBefore = process.cpuUsage()
  let startedAt = performance.now()
  onDelivered = (p) => {
    if (seq[p] < messages) publish(p)
  }
  for (let p = 0; p < pairs; p++) publish(p)
  await drain(total, startedAt + 120_000)
  let endedAt = performance.now()
  tellParent('saturated')
  const cpu = process.cpuUsage(cpuBefore)
  const saturate = finish(
    seq.reduce((n, s) => n + s, 0),
    startedAt,
    endedAt,
  )
  saturate.clientCpuMicros = (cpu.user + cpu.system) / saturate.received
  onDelivered = () => {}
  // Let the server finish acks and GC from the saturated phase.
  await sleep(2_000)

  // Phase 2: a fixed offered load of `pairs` messages per second. This
  // process's own event-loop delay is measured too: the latencies include
  // its wait (10,000 sockets and the relay's ack per push are work here).
  const loopDelay = monitorEventLoopDelay({ resolution: 1 })
  loopDelay.enable()
  const spacing = 1000 / pairs
  const sends = pairs * pacedSeconds
  let next = 0
  startedAt = performance.now()
  while (next < sends) {
    const due = Math.min(
      sends,
      Math.floor((performance.now() - startedAt) / spacing) + 1,
    )
    for (; next < due; next++) publish(next % pairs)
    await sleep(1)
  }
  const lastSend = performance.now()
  await drain(sends, lastSend + GRACE_MS + STALL_MS)
  endedAt = performance.now()
  const paced = finish(sends, startedAt, endedAt)
  paced.offeredRate = pairs
  loopDelay.disable()
  paced.clientLoopP99 = loopDelay.percentile(99) / 1e6
  paced.rate = paced.received / ((lastSend - startedAt) / 1000)

  for (const { ws } of clients) ws.terminate()
  return { sockets: pairs * 2, connectMs, publishErrors, saturate, paced }
}

answerParent(main)
