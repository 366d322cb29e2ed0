import { type Context, Hono } from 'hono'
import type { ApiSettings, AppEnv } from '../app/types.js'
import { rateLimit } from '../blockchain/middleware/rate-limit/index.js'
import { perClientIp } from '../blockchain/middleware/rate-limit/perClientIp.js'
import { ApiError, badRequest } from '../errors/ApiError.js'
import { readJsonBody } from '../http/readJsonBody.js'
import { projectMiddleware } from '../middleware/project/index.js'
import { hasControlCharacters } from '../projects/validateProjectFields.js'
import { getAnalyticsSettings } from './getAnalyticsSettings.js'
import { parseAnalyticsBatch } from './parseAnalyticsBatch.js'
import type { AnalyticsEvent } from './parseAnalyticsEvent.js'
import { parseAnalyticsEvent } from './parseAnalyticsEvent.js'
import { storeAnalyticsEvent } from './storeAnalyticsEvent.js'
import { sweepAnalytics } from './sweepAnalytics.js'

/**
 * POST /e (stores one event when the project has analytics on; answers
 * 202 `{ stored }` either way, duplicates by eventId ignored), POST /batch
 * (the reference client's batch: a JSON array of /e events, at most
 * `maxBatchEvents` and `maxBatchBytes`; answers 202 `{ stored }` with the
 * number of new events stored) and GET /getAnalyticsConfig →
 * `{ isAnalyticsEnabled }` (default false: Latch is private by default).
 * Both POSTs are rate-limited per client IP and per project, one token per
 * event (429 `RATE_LIMITED`), stored events count against a daily quota
 * per project (429 `ANALYTICS_QUOTA_EXCEEDED`), and events older than the
 * retention period are swept while events arrive (at most once per
 * `sweepIntervalMs` per process). Limits: `getAnalyticsSettings`.
 */
export function analyticsRoutes(settings: ApiSettings = {}) {
  const limits = getAnalyticsSettings({ overrides: settings.analytics })
  const readBatch = (c: Context<AppEnv>) =>
    readJsonBody(c, { maxBytes: limits.maxBatchBytes, accept: 'any' })
  const rules = [
    perClientIp(limits.ipRateLimit),
    {
      scope: 'per project',
      ...limits.projectRateLimit,
      key: (c: Context<AppEnv>) => c.var.project.id,
    },
  ]
  // One set of buckets for /e and /batch: an event costs one token either
  // way. A batch larger than the bound is a 400 before any is charged.
  const limit = rateLimit({
    limits: rules,
    cost: async (c) => {
      if (c.req.path !== '/batch') return 1
      const body = await readBatch(c)
      const count = Array.isArray(body) ? body.length : 1
      if (count > limits.maxBatchEvents)
        throw badRequest(
          `A batch holds at most ${limits.maxBatchEvents} events`,
        )
      return count
    },
  })
  let nextSweep = 0
  const sweepIfDue = async (c: Context<AppEnv>, now: number) => {
    if (now < nextSweep) return
    nextSweep = now + limits.sweepIntervalMs
    // Bounded batches; a full one means more is left: sweep again soon.
    const deleted = await sweepAnalytics(c.var.db, {
      retentionDays: limits.retentionDays,
      now,
    }).catch((error: unknown) => {
      console.warn('latch-api: analytics retention sweep failed', error)
      return 0
    })
    if (deleted >= 10_000) nextSweep = now
  }
  /** Stores the events if the project has analytics on; how many were new. */
  const store = async (
    c: Context<AppEnv>,
    events: readonly AnalyticsEvent[],
  ): Promise<number | undefined> => {
    const { sdk, project } = c.var
    if (
      (sdk.type && hasControlCharacters(sdk.type)) ||
      (sdk.version && hasControlCharacters(sdk.version))
    )
      throw badRequest('st and sv must not contain control characters')
    if (!project.analyticsEnabled) return undefined
    const now = Date.now()
    await sweepIfDue(c, now)
    let stored = 0
    try {
      for (const event of events)
        if (
          await storeAnalyticsEvent(c.var.db, {
            projectId: project.id,
            event,
            sdk,
            limits,
            now,
          })
        )
          stored++
      return stored
    } catch (error) {
      if (error instanceof ApiError && error.status === 429)
        c.header('Retry-After', String(secondsToNextUtcDay(now)))
      throw error
    }
  }
  return new Hono<AppEnv>()
    .get('/getAnalyticsConfig', projectMiddleware(), (c) =>
      c.json({ isAnalyticsEnabled: c.var.project.analyticsEnabled }),
    )
    .post('/e', projectMiddleware(), limit, async (c) => {
      const event = parseAnalyticsEvent(
        await readJsonBody(c, { maxBytes: 16_384 }),
      )
      const stored = await store(c, [event])
      return c.json({ stored: stored === 1 }, 202)
    })
    .post('/batch', projectMiddleware(), limit, async (c) => {
      const events = parseAnalyticsBatch(await readBatch(c), {
        maxEvents: limits.maxBatchEvents,
      })
      return c.json({ stored: (await store(c, events)) ?? 0 }, 202)
    })
}

const secondsToNextUtcDay = (now: number) =>
  Math.max(1, Math.ceil((86_400_000 - (now % 86_400_000)) / 1000))
