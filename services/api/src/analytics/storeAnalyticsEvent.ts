import type { Db } from '../db/Db.js'
import { ApiError } from '../errors/ApiError.js'
import type { AnalyticsSettings } from './AnalyticsSettings.js'
import type { AnalyticsEvent } from './parseAnalyticsEvent.js'

export type StoreAnalyticsEventParameters = {
  projectId: string
  event: AnalyticsEvent
  sdk: { type?: string | undefined; version?: string | undefined }
  limits: Pick<AnalyticsSettings, 'maxEventsPerDay' | 'maxBytesPerDay'>
  /** @default Date.now() */
  now?: number
}

/** Bytes an event is charged against the daily quota. */
const ROW_OVERHEAD_BYTES = 64

/**
 * Stores one event (ignored when its `eventId` is already stored: returns
 * false) and charges it to the project's usage of the UTC day, in one
 * transaction. Past `maxEventsPerDay` or `maxBytesPerDay` nothing is
 * stored and it throws a 429 `ANALYTICS_QUOTA_EXCEEDED`.
 */
export async function storeAnalyticsEvent(
  db: Db,
  {
    projectId,
    event,
    sdk,
    limits,
    now = Date.now(),
  }: StoreAnalyticsEventParameters,
): Promise<boolean> {
  const props = JSON.stringify(event.props)
  const bytes =
    ROW_OVERHEAD_BYTES +
    Buffer.byteLength(
      event.eventId +
        event.url +
        event.domain +
        props +
        (sdk.type ?? '') +
        (sdk.version ?? ''),
    )
  const day = new Date(now).toISOString().slice(0, 10)
  const refused = () =>
    new ApiError(
      429,
      'ANALYTICS_QUOTA_EXCEEDED',
      `Analytics quota of ${limits.maxEventsPerDay} events or ${limits.maxBytesPerDay} bytes per day reached for this project; events are refused until 00:00 UTC`,
    )
  if (bytes > limits.maxBytesPerDay) throw refused()
  return db.transaction(async (tx) => {
    const inserted = await tx.query(
      `INSERT INTO analytics_events (project_id, event_id, url, domain,
         client_timestamp, props, sdk_type, sdk_version)
       VALUES ($1, $2, $3, $4, $5, $6::jsonb, $7, $8)
       ON CONFLICT (project_id, event_id) DO NOTHING RETURNING id`,
      [
        projectId,
        event.eventId,
        event.url,
        event.domain,
        event.timestamp,
        props,
        sdk.type ?? null,
        sdk.version ?? null,
      ],
    )
    if (inserted.length === 0) return false
    // The row lock of the upsert orders concurrent requests (and servers).
    const charged = await tx.query(
      `INSERT INTO analytics_usage (project_id, day, events, bytes)
       VALUES ($1, $2::date, 1, $3)
       ON CONFLICT (project_id, day) DO UPDATE
         SET events = analytics_usage.events + 1,
             bytes = analytics_usage.bytes + EXCLUDED.bytes
         WHERE analytics_usage.events < $4
           AND analytics_usage.bytes + EXCLUDED.bytes <= $5
       RETURNING events`,
      [projectId, day, bytes, limits.maxEventsPerDay, limits.maxBytesPerDay],
    )
    if (charged.length === 0 || limits.maxEventsPerDay < 1) throw refused()
    return true
  })
}
