// The relay half of the abuse suite (issue #7): each attack of
// bench/abuse/relay/ against a real latch-relay process, in memory and on
// a real Redis, with small limits (bench/abuse/relay/relayLimits.mjs)
// while two normal clients publish and receive. `npm run bench -- --only
// abuse` runs the same code at a larger scale and reports the figures.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { relayAbuseLimits } from '../../../../bench/abuse/relay/relayLimits.mjs'
import { runRelayScenario } from '../../../../bench/abuse/relay/runRelayScenario.mjs'
import { startRedisServer } from '../startRedisServer.js'
import { expectServerHeld } from './expectServerHeld.js'

const TIMEOUT_MS = 90_000
/** Keys of a tally whose name starts with `prefix`, summed. */
const sum = (tally: Record<string, number>, prefix: string) =>
  Object.entries(tally)
    .filter(([key]) => key.startsWith(prefix))
    .reduce((total, [, n]) => total + n, 0)

describe.each(['memory', 'redis'] as const)(
  'relay under attack (%s)',
  (mode) => {
    let redis: Awaited<ReturnType<typeof startRedisServer>> | undefined
    beforeAll(async () => {
      if (mode === 'redis') redis = await startRedisServer()
    }, 30_000)
    afterAll(async () => {
      await redis?.stop()
    })
    const run = (attack: string) =>
      runRelayScenario({ attack, mode, redisUrl: redis?.url, scale: 'test' })
    const limits = relayAbuseLimits('test', mode)
    const env = (name: string) => Number(limits.env[name])

    it(
      'R1: batchFetch of one big mailbox ×500 from non-reading sockets: answers capped at maxFetchBytes',
      async () => {
        const result = await run('R1')
        expectServerHeld(result)
        const { fill, answers, maxAnswerBytes } = result.attacker
        // The mailbox stopped growing at maxTopicBytes.
        expect(fill['3001 topicBytes']).toBeGreaterThan(0)
        expect(answers.ok).toBeGreaterThan(0)
        // One answer: at most maxFetchBytes of messages (+ one message, + JSON).
        expect(maxAnswerBytes).toBeLessThanOrEqual(
          env('LATCH_RELAY_MAX_FETCH_BYTES') + 64 * 1024,
        )
      },
      TIMEOUT_MS,
    )

    it(
      'R2: ten subscribers that stop reading are cut as slow consumers (4010/4011, seen as 1006)',
      async () => {
        const result = await run('R2')
        expectServerHeld(result)
        const { publishes, closes } = result.attacker
        expect(publishes).toEqual({ ok: 200 }) // within its limits: all stored
        // Every consumer is cut while the publisher is still going. The
        // 4010 frame sits behind the unread output, so a consumer that
        // never reads sees the termination (1006) instead.
        expect(
          sum(closes, 'close 4010') +
            sum(closes, 'close 4011') +
            sum(closes, 'close 1006'),
        ).toBe(10)
      },
      TIMEOUT_MS,
    )

    it(
      'R3: a storage flood of 30-day messages from many client ids stops at the per-IP byte cap (3001 ipBytes)',
      async () => {
        const result = await run('R3')
        expectServerHeld(result)
        const { publishes, storedBytes } = result.attacker
        const refused =
          sum(publishes, '3001 ipBytes') +
          sum(publishes, '3001 clientBytes') +
          sum(publishes, '3001 storeBytes') +
          sum(publishes, '3001 ipPublishRate') +
          sum(publishes, '3001 ipPublishBytes') +
          sum(publishes, '3001 clientPublishRate')
        expect(refused).toBeGreaterThan(0)
        // All publishers share one address: together at most maxIpBytes,
        // so the normal client (another address) can still publish.
        expect(storedBytes).toBeLessThanOrEqual(env('LATCH_RELAY_MAX_IP_BYTES'))
      },
      TIMEOUT_MS,
    )

    it(
      'R4a: silent TCP sockets are dropped after the handshake timeout or refused',
      async () => {
        const result = await run('R4a')
        expectServerHeld(result)
        expect(result.attacker.stillOpenAfterHold).toBe(0)
      },
      TIMEOUT_MS,
    )

    it(
      'R4b: authenticated idle sockets: over the per-IP cap → HTTP 429, the rest closed idle (4009)',
      async () => {
        const result = await run('R4b')
        expectServerHeld(result)
        const { outcome, stillOpenAfterHold, peakOpen } = result.attacker
        expect(peakOpen).toBeLessThanOrEqual(
          env('LATCH_RELAY_MAX_CONNECTIONS_PER_IP'),
        )
        expect(outcome['http 429']).toBeGreaterThan(0)
        expect(outcome['close 4009']).toBe(outcome.open)
        expect(stillOpenAfterHold).toBe(0)
      },
      TIMEOUT_MS,
    )

    it(
      'R4c: unfinished fragmented messages and frames are closed in time (4012)',
      async () => {
        const result = await run('R4c')
        expectServerHeld(result)
        const { outcome, stillOpenAfterHold } = result.attacker
        expect(stillOpenAfterHold).toBe(0)
        // Every socket is closed in time, as good as all with 4012; an
        // idle check (4009) or the inbound total (4011) may come first,
        // and those closes sometimes carry no frame.
        const closed = Object.entries(outcome as Record<string, number>)
          .filter(([key]) => key !== 'upgraded')
          .map(([key, n]) => [key.split(': ')[1], n] as const)
        for (const [how] of closed)
          expect([
            'close 4012',
            'close 4011',
            'close 4009',
            'closed, no code',
          ]).toContain(how)
        const count = (list: (readonly [string | undefined, number])[]) =>
          list.reduce((all, [, n]) => all + n, 0)
        expect(count(closed)).toBe(outcome.upgraded)
        expect(
          count(closed.filter(([how]) => how === 'close 4012')),
        ).toBeGreaterThanOrEqual(0.75 * outcome.upgraded)
      },
      TIMEOUT_MS,
    )

    it(
      'R4d: oversized frames and absurd length headers are closed with 1009',
      async () => {
        const result = await run('R4d')
        expectServerHeld(result)
        const { justOver, farOver, hugeHeader } = result.attacker
        expect(justOver).toEqual({ 'close 1009': 3 })
        expect(farOver).toEqual({ 'close 1009': 3 })
        expect(hugeHeader).toEqual({ 'close 1009': 3 })
      },
      TIMEOUT_MS,
    )

    // Defined in Redis mode only (no pub/sub connection in memory).
    if (mode === 'redis')
      it(
        'R5: the Redis pub/sub connection killed five times: every acked message still arrives once',
        async () => {
          const result = await run('R5')
          expectServerHeld(result)
          expect(result.attacker.connectionsKilled).toBeGreaterThanOrEqual(5)
        },
        TIMEOUT_MS,
      )
  },
)
