import { Hono } from 'hono'
import type { ApiSettings, AppEnv } from '../app/types.js'
import { rateLimit } from '../blockchain/middleware/rate-limit/index.js'
import { ApiError, badRequest } from '../errors/ApiError.js'
import { clientIpBucket } from '../http/clientIpBucket.js'
import { getClientIp } from '../http/getClientIp.js'
import { readJsonBody } from '../http/readJsonBody.js'
import { projectMiddleware } from '../middleware/project/index.js'
import { hasControlCharacters } from '../projects/validateProjectFields.js'
import { getAnalyticsSettings } from './getAnalyticsSettings.js'
import { parseAnalyticsEvent } from './parseAnalyticsEvent.js'
import { storeAnalyticsEvent } from './storeAnalyticsEvent.js'
import { sweepAnalytics } from './sweepAnalytics.js'

/**
 * POST /e (stores one event when the project has analytics on; answers
 * 202 `{ stored }` either way, duplicates by eventId ignored) and
 * GET /getAnalyticsConfig → `{ isAnalyticsEnabled }` (default false:
 * Latch is private by default). POST /e is rate-limited per client IP and
 * per project (429 `RATE_LIMITED`), stored events count against a daily
 * quota per project (429 `ANALYTICS_QUOTA_EXCEEDED`), and events older
 * than the retention period are swept while events arrive (at most once
 * per `sweepIntervalMs` per process). Limits: `getAnalyticsSettings`.
 */
export function analyticsRoutes(settings: ApiSettings = {}) {
  const limits = getAnalyticsSettings({ overrides: settings.analytics })
  const limit = rateLimit({
    limits: [
      {
        scope: 'per client IP',
        ...limits.ipRateLimit,
        key: (c) => clientIpBucket(getClientIp(c)),
      },
      {
        scope: 'per project',
        ...limits.projectRateLimit,
        key: (c) => c.var.project.id,
      },
    ],
  })
  let nextSweep = 0
  return new Hono<AppEnv>()
    .get('/getAnalyticsConfig', projectMiddleware(), (c) =>
      c.json({ isAnalyticsEnabled: c.var.project.analyticsEnabled }),
    )
    .post('/e', projectMiddleware(), limit, async (c) => {
      const event = parseAnalyticsEvent(
        await readJsonBody(c, { maxBytes: 16_384 }),
      )
      const { sdk } = c.var
      if (
        (sdk.type && hasControlCharacters(sdk.type)) ||
        (sdk.version && hasControlCharacters(sdk.version))
      )
        throw badRequest('st and sv must not contain control characters')
      if (!c.var.project.analyticsEnabled) return c.json({ stored: false }, 202)
      const now = Date.now()
      if (now >= nextSweep) {
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
      try {
        const stored = await storeAnalyticsEvent(c.var.db, {
          projectId: c.var.project.id,
          event,
          sdk,
          limits,
          now,
        })
        return c.json({ stored }, 202)
      } catch (error) {
        if (error instanceof ApiError && error.status === 429)
          c.header('Retry-After', String(secondsToNextUtcDay(now)))
        throw error
      }
    })
}

const secondsToNextUtcDay = (now: number) =>
  Math.max(1, Math.ceil((86_400_000 - (now % 86_400_000)) / 1000))
