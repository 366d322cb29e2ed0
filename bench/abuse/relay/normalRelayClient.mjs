// The normal relay user during an attack: two clients on 127.0.0.1, each
// subscribed to its own topic, publishing to the other's in turn at a
// modest fixed rate (well within every limit). It measures publish →
// delivery latency and checks the relay's promise: every publish answered
// `true` is delivered to the subscriber, exactly once.
import { randomBytes } from 'node:crypto'
import { monitorEventLoopDelay } from 'node:perf_hooks'
import { percentile } from '../../lib/stats.mjs'
import { connectRelayClient } from './connectRelayClient.mjs'

const DELIVERY_GRACE_MS = 5_000

/**
 * @typedef {object} NormalRelayReport
 * @property {number} published publishes sent
 * @property {number} acked publishes answered `true`
 * @property {number} delivered distinct messages pushed to the subscriber
 * @property {number} lost acked messages never delivered
 * @property {number} duplicates pushes of a message already pushed
 * @property {number} rejected publishes answered with an error
 * @property {number} unanswered publishes without an answer (closed, timeout)
 * @property {number} disconnects normal sockets closed during the run
 * @property {number | undefined} p50Ms publish → delivery
 * @property {number | undefined} p99Ms publish → delivery
 * @property {number} clientLoopDelayP99Ms this process's own event-loop
 *   delay (how late it ran on a busy machine), p99
 * @property {string[]} failures what went wrong, in words (empty = fine)
 */

/**
 * Connects both clients, subscribes and starts publishing every
 * `intervalMs`. `stop()` ends the loop, waits for the last answers and
 * deliveries, closes the clients and reports.
 * @param {string} url
 * @param {{ intervalMs?: number, messageBytes?: number, ttl?: number }} [options]
 */
export async function startNormalRelayClient(
  url,
  { intervalMs = 20, messageBytes = 200, ttl = 300 } = {},
) {
  /** @type {Map<string, number>} message → send time */
  const sentAt = new Map()
  /** @type {Map<string, number>} message → pushes */
  const pushes = new Map()
  /** @type {Set<string>} */
  const acked = new Set()
  const latencies = []
  const failures = []
  let rejected = 0
  let unanswered = 0
  let disconnects = 0
  let stopping = false
  const onPush = (data) => {
    const count = pushes.get(data.message) ?? 0
    pushes.set(data.message, count + 1)
    const start = sentAt.get(data.message)
    if (count === 0 && start !== undefined)
      latencies.push(performance.now() - start)
  }
  // On a shared machine the attacker and the relay take the CPU: what the
  // client measures includes its own wait for a core, reported apart.
  const loopDelay = monitorEventLoopDelay({ resolution: 1 })
  loopDelay.enable()
  const clients = [
    await connectRelayClient(url, { onPush }),
    await connectRelayClient(url, { onPush }),
  ]
  const topics = clients.map(() => randomBytes(32).toString('hex'))
  for (const [index, client] of clients.entries()) {
    client.closed.then(({ code }) => {
      if (stopping) return
      disconnects++
      failures.push(`normal client ${index} closed by the relay (${code})`)
    })
    const answer = await client.request('irn_subscribe', {
      topic: topics[index],
    })
    if (typeof answer.result !== 'string')
      throw new Error(`normal subscribe failed: ${JSON.stringify(answer)}`)
  }
  const pad = 'x'.repeat(Math.max(0, messageBytes - 40))
  const tag = randomBytes(4).toString('hex')
  const inFlight = new Set()
  let seq = 0
  const publishOne = () => {
    const from = seq % 2
    const message = `n-${tag}-${seq++}-${pad}`
    sentAt.set(message, performance.now())
    const request = clients[from]
      .request('irn_publish', {
        topic: topics[1 - from],
        message,
        ttl,
        tag: 1108,
        prompt: false,
      })
      .then((answer) => {
        if (answer.result === true) acked.add(message)
        else if (answer.error?.code === -1) {
          unanswered++
          failures.push(
            `publish ${message.slice(0, 24)}: ${answer.error.message}`,
          )
        } else {
          rejected++
          failures.push(`publish rejected: ${JSON.stringify(answer.error)}`)
        }
      })
    inFlight.add(request)
    request.finally(() => inFlight.delete(request))
  }
  const timer = setInterval(publishOne, intervalMs)

  return {
    /** @returns {Promise<NormalRelayReport>} */
    async stop() {
      clearInterval(timer)
      await Promise.all(inFlight)
      const deadline = Date.now() + DELIVERY_GRACE_MS
      while (
        [...acked].some((message) => !pushes.has(message)) &&
        Date.now() < deadline
      )
        await new Promise((resolve) => setTimeout(resolve, 50))
      stopping = true
      await Promise.all(clients.map((client) => client.close()))
      const lost = [...acked].filter((message) => !pushes.has(message)).length
      let duplicates = 0
      for (const count of pushes.values()) duplicates += count - 1
      if (lost) failures.push(`${lost} acked messages never delivered`)
      if (duplicates) failures.push(`${duplicates} duplicate pushes`)
      if (failures.length > 20) failures.splice(20, Infinity, '…')
      return {
        published: seq,
        acked: acked.size,
        delivered: pushes.size,
        lost,
        duplicates,
        rejected,
        unanswered,
        disconnects,
        p50Ms: percentile(latencies, 50),
        p99Ms: percentile(latencies, 99),
        clientLoopDelayP99Ms: loopDelay.percentile(99) / 1e6,
        failures,
      }
    },
  }
}
