// The API half of the abuse suite (issue #7): each attack of
// bench/abuse/api/ against a real latch-api process, on PGlite (a temp
// data folder) and on a real PostgreSQL, while a normal client reads the
// wallet directory. `npm run bench -- --only abuse` runs the same code at
// a larger scale and reports the figures.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { apiAbuseLimits } from '../../../../bench/abuse/api/apiLimits.mjs'
import { runApiAttack } from '../../../../bench/abuse/api/runApiAttack.mjs'
import {
  type ApiTarget,
  startApiTarget,
} from '../../../../bench/abuse/api/startApiTarget.mjs'
import {
  type StartPostgresReturnType,
  startPostgres,
} from '../startPostgres.js'
import { expectServerHeld } from './expectServerHeld.js'

const TIMEOUT_MS = 150_000
const START_TIMEOUT_MS = 180_000
/** Keys of a tally whose name matches `pattern`, summed. */
const sum = (tally: Record<string, number>, pattern: RegExp) =>
  Object.entries(tally)
    .filter(([key]) => pattern.test(key))
    .reduce((total, [, n]) => total + n, 0)

describe.each(['pglite', 'postgres'] as const)(
  'API under attack (%s)',
  (mode) => {
    let postgres: StartPostgresReturnType | undefined
    let target: ApiTarget | undefined
    const limits = apiAbuseLimits('test', mode)
    // One latch-api process per mode (PGlite takes seconds to start); each
    // attack resets its peak RSS and uses its own attacker addresses.
    // The start takes 7–9 s on a quiet machine. Its steps have their own
    // bounds (migrate 60 s, the server's start 60 s, the request 15 s) and
    // say on stderr which one is still running every 30 s; the hook's bound
    // is above their sum, so a hung step fails with its own message and
    // the server's log rather than with the hook's timeout.
    beforeAll(async () => {
      if (mode === 'postgres') postgres = await startPostgres()
      target = await startApiTarget({
        mode,
        databaseUrl: await postgres?.createDatabase(),
        scale: 'test',
      })
    }, START_TIMEOUT_MS)
    afterAll(async () => {
      await target?.stop()
      await postgres?.stop()
    })
    const run = (attack: string) => {
      if (!target) throw new Error('latch-api did not start')
      return runApiAttack(target, attack)
    }

    it(
      'A1: a declared 300 MiB body and endless chunked bodies → 413 without reading them',
      async () => {
        const result = await run('A1')
        expectServerHeld(result)
        const { outcome } = result.attacker
        // Refused: a 413, or, for an endless body still being written once
        // the server's bounded drain after its 413 is over (4 MiB or 2 s,
        // lingerBeforeClose), a reset that can overtake that answer in the
        // kernel. Never an accepted body, a 5xx, or a server that waits for
        // the whole body.
        expect(
          Object.keys(outcome).every((key) => / (413|reset)$/.test(key)),
          JSON.stringify(outcome),
        ).toBe(true)
        expect(sum(outcome, / 413$/)).toBeGreaterThan(0)
      },
      TIMEOUT_MS,
    )

    it(
      'A2: an analytics flood is rate-limited (429) and stops at the daily stored-events quota',
      async () => {
        const result = await run('A2')
        expectServerHeld(result)
        const { statuses } = result.attacker
        expect(statuses['429 RATE_LIMITED']).toBeGreaterThan(0)
        expect(statuses['429 ANALYTICS_QUOTA_EXCEEDED']).toBeGreaterThan(0)
        expect(statuses['202 stored=true']).toBeLessThanOrEqual(
          Number(limits.env.LATCH_API_ANALYTICS_MAX_EVENTS_PER_DAY),
        )
        // No answer (`0 ECONNRESET`, …) or a 5xx other than the body
        // limiter's deliberate 503 SERVER_BUSY.
        expect(
          sum(statuses, /^(0|5\d\d)( (?!SERVER_BUSY)|$)/),
          JSON.stringify(statuses),
        ).toBe(0)
      },
      TIMEOUT_MS,
    )

    it(
      'A3: anonymous RPC batches cannot drain the project: the allowed origin keeps getting answers',
      async () => {
        const result = await run('A3')
        expectServerHeld(result) // the normal client's RPC calls included
        const { statuses } = result.attacker
        // Over the batch cap → 400; past the caller's limits → 429.
        expect(sum(statuses, /^1000 calls: 400$/)).toBeGreaterThan(0)
        expect(sum(statuses, /^50 calls: 429$/)).toBeGreaterThan(0)
        expect(sum(statuses, / (5\d\d|0)$/)).toBe(0)
      },
      TIMEOUT_MS,
    )

    it(
      'A4: a names registration flood from several addresses: rate-limited (429), names per account capped, forged signatures refused',
      async () => {
        const result = await run('A4')
        expectServerHeld(result)
        const { statuses, accounts } = result.attacker
        expect(sum(statuses, / 429 /)).toBeGreaterThan(0)
        expect(statuses['forged 200'] ?? 0).toBe(0)
        // Never more names than the per-account quota allows.
        expect(statuses['signed 200'] ?? 0).toBeLessThanOrEqual(
          accounts * Number(limits.env.LATCH_API_NAMES_PER_ADDRESS),
        )
        expect(sum(statuses, / (5\d\d|0)( |$)/)).toBe(0)
      },
      TIMEOUT_MS,
    )

    it(
      'A5: admin token guessing locks the guesser out (429); the right token works elsewhere',
      async () => {
        const result = await run('A5')
        expectServerHeld(result)
        const { statuses, rightTokenFromAttacker, rightTokenFromElsewhere } =
          result.attacker
        // How many are rate-limited (429) depends on the machine's speed
        // against the buckets' refill: reported by the bench, not asserted
        // (paymasterRoutes.test.ts checks the limit itself).
        expect(statuses['401']).toBeLessThan(20)
        expect(rightTokenFromAttacker).toBe(429)
        expect(rightTokenFromElsewhere).toBe(200)
      },
      TIMEOUT_MS,
    )

    it(
      'A7: a gas-sponsorship drain: signed only until the budget is reserved, never past it, hostile params refused, never 5xx',
      async () => {
        const result = await run('A7')
        expectServerHeld(result)
        const { statuses, spentWei, budgetWei } = result.attacker
        expect(BigInt(spentWei)).toBeGreaterThan(0n)
        expect(BigInt(spentWei)).toBeLessThanOrEqual(BigInt(budgetWei))
        expect(statuses['200 signed']).toBeGreaterThan(0)
        expect(statuses['200 -32000 BUDGET_EXHAUSTED']).toBeGreaterThan(0)
        // How many are rate-limited (429) depends on the machine's speed
        // against the buckets' refill: reported by the bench, not asserted
        // (paymasterRoutes.test.ts checks the limit itself).
        expect(statuses['200 -32602'] ?? 0).toBeGreaterThan(0)
        expect(sum(statuses, /^(0|5\d\d)( |$)/), JSON.stringify(statuses)).toBe(
          0,
        )
      },
      TIMEOUT_MS,
    )

    it(
      'A8: a swap-quote flood (every amount new, unknown tokens, unfillable and malformed amounts, a chain without swaps) is rate-limited, 4xx for the bad ones, never 5xx',
      async () => {
        const result = await run('A8')
        expectServerHeld(result)
        const { statuses } = result.attacker
        const context = JSON.stringify(statuses)
        // Past each address's bucket: 429.
        expect(sum(statuses, / 429 RATE_LIMITED$/), context).toBeGreaterThan(0)
        // Real quotes answered while the bucket lasts.
        expect(statuses['varied 200'] ?? 0, context).toBeGreaterThan(0)
        // Every answer a 200 (a real quote) or a 4xx naming why.
        expect(sum(statuses, /^(?!varied ).* 200$/), context).toBe(0)
        expect(sum(statuses, / (0|5\d\d)( |$)/), context).toBe(0)
        expect(
          Object.keys(statuses).every((key) =>
            /^(varied 200|varied 429 RATE_LIMITED|unknown token 400 NO_ROUTE|no liquidity 400 NO_ROUTE|(past uint256|decimals) 400 INVALID_PARAMETER|chain without swaps 400 UNSUPPORTED_CHAIN|.+ 429 RATE_LIMITED)$/.test(
              key,
            ),
          ),
          context,
        ).toBe(true)
      },
      TIMEOUT_MS,
    )

    it(
      'A9: a card on-ramp session flood is rate-limited per address, 4xx for the bad bodies, never 5xx; the orders stored stay within the rate',
      async () => {
        const result = await run('A9')
        expectServerHeld(result)
        const { statuses, addresses, seconds } = result.attacker
        const context = JSON.stringify(statuses)
        expect(sum(statuses, / 429 RATE_LIMITED$/), context).toBeGreaterThan(0)
        const stored = statuses['session 200'] ?? 0
        expect(stored, context).toBeGreaterThan(0)
        // Each address's bucket (settings.onramp.ipRateLimit: a burst of
        // 20, then 2 a second) bounds the orders it can store.
        expect(stored, context).toBeLessThanOrEqual(
          addresses * (20 + Math.ceil(2 * seconds)),
        )
        expect(sum(statuses, / (0|5\d\d)( |$)/), context).toBe(0)
        expect(
          Object.keys(statuses).every((key) =>
            /^(session 200|(no wallet|malformed address|under the minimum|asset not offered) 400 [A-Z_]+|.+ 429 RATE_LIMITED)$/.test(
              key,
            ),
          ),
          context,
        ).toBe(true)
      },
      TIMEOUT_MS,
    )

    it(
      'A6: deeply nested JSON and NUL bytes → 4xx on every route, never 500',
      async () => {
        const result = await run('A6')
        expectServerHeld(result)
        const { byCase } = result.attacker
        for (const [name, status] of Object.entries(
          byCase as Record<string, number | string>,
        ))
          expect([
            name,
            typeof status === 'number' && status >= 400 && status < 500,
          ]).toEqual([name, true])
      },
      TIMEOUT_MS,
    )
  },
)
