import { Hono } from 'hono'
import type { AppEnv } from '../app/types.js'
import { readJsonBody } from '../http/readJsonBody.js'
import { projectMiddleware } from '../middleware/project/index.js'
import { parseAnalyticsEvent } from './parseAnalyticsEvent.js'

/**
 * POST /e (stores one event when the project has analytics on; answers
 * 202 `{ stored }` either way, duplicates by eventId ignored) and
 * GET /getAnalyticsConfig → `{ isAnalyticsEnabled }` (default false:
 * Latch is private by default).
 */
export function analyticsRoutes() {
  return new Hono<AppEnv>()
    .get('/getAnalyticsConfig', projectMiddleware(), (c) =>
      c.json({ isAnalyticsEnabled: c.var.project.analyticsEnabled }),
    )
    .post('/e', projectMiddleware(), async (c) => {
      const event = parseAnalyticsEvent(
        await readJsonBody(c, { maxBytes: 16_384 }),
      )
      if (!c.var.project.analyticsEnabled) return c.json({ stored: false }, 202)
      const rows = await c.var.db.query(
        `INSERT INTO analytics_events (project_id, event_id, url, domain,
           client_timestamp, props, sdk_type, sdk_version)
         VALUES ($1, $2, $3, $4, $5, $6::jsonb, $7, $8)
         ON CONFLICT (project_id, event_id) DO NOTHING RETURNING id`,
        [
          c.var.project.id,
          event.eventId,
          event.url,
          event.domain,
          event.timestamp,
          JSON.stringify(event.props),
          c.var.sdk.type ?? null,
          c.var.sdk.version ?? null,
        ],
      )
      return c.json({ stored: rows.length > 0 }, 202)
    })
}
