import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { createTestApp, type DbKind, dbKinds } from '../../test/testDbs.js'
import type { ApiSettings } from '../app/types.js'
import { createProject } from '../projects/createProject.js'
import { updateProject } from '../projects/updateProject.js'
import { getAnalyticsSettings } from './getAnalyticsSettings.js'

// POST /batch: the 1.8 reference client's analytics (navigator.sendBeacon,
// text/plain, a JSON array of /e events, projectId/st/sv in the query).
const event = (n: number) => ({
  eventId: `0b6f7a1e-6d0a-4a7e-9d38-${String(n).padStart(12, '0')}`,
  url: 'https://shop.example/checkout',
  domain: 'shop.example',
  timestamp: 1_760_000_000_000 + n,
  props: {
    type: 'track',
    event: 'MODAL_OPEN',
    address: '0x52908400098527886E0F7030069857D2E4169EE7',
    properties: { connected: false, caipNetworkId: 'eip155:1' },
  },
})
const batch = (count: number, from = 0) =>
  Array.from({ length: count }, (_, i) => event(from + i))

const generous = {
  ipRateLimit: { ratePerSecond: 1000, burst: 1000 },
  projectRateLimit: { ratePerSecond: 1000, burst: 1000 },
}

async function setup(kind: DbKind, analytics: ApiSettings['analytics'] = {}) {
  const t = await createTestApp(kind, {
    analytics: { ...generous, ...analytics },
  })
  await createProject(t.db, {
    id: 'shop',
    name: 'Shop',
    allowedOrigins: ['https://shop.example'],
  })
  const send = (
    body: unknown,
    query = 'projectId=shop&st=appkit&sv=html-core-1.8.24',
    headers: Record<string, string> = {},
    ip?: string,
  ) =>
    t.app.request(
      `http://localhost/batch?${query}`,
      {
        method: 'POST',
        headers: { 'content-type': 'text/plain;charset=UTF-8', ...headers },
        body: typeof body === 'string' ? body : JSON.stringify(body),
      },
      ip === undefined
        ? undefined
        : { incoming: { socket: { remoteAddress: ip } } },
    )
  const stored = () =>
    t.db.query<{ event_id: string; sdk_type: string }>(
      'SELECT event_id, sdk_type FROM analytics_events ORDER BY event_id',
    )
  return { ...t, send, stored }
}

describe.each(dbKinds)('POST /batch on %s', (kind) => {
  test('stores nothing unless the project has analytics on', async () => {
    const { db, send, stored } = await setup(kind)
    const off = await send(batch(3))
    expect(off.status).toBe(202)
    expect(await off.json()).toEqual({ stored: 0 })
    expect(await stored()).toEqual([])

    await updateProject(db, { id: 'shop', analyticsEnabled: true })
    const on = await send(batch(3), undefined, {
      origin: 'https://shop.example',
    })
    expect(await on.json()).toEqual({ stored: 3 })
    expect((await stored()).map((r) => r.sdk_type)).toEqual([
      'appkit',
      'appkit',
      'appkit',
    ])
    // Re-sent events (and duplicates inside a batch) are stored once.
    const again = await send([...batch(4), event(3)])
    expect(await again.json()).toEqual({ stored: 1 })
    expect(await stored()).toHaveLength(4)
  })

  test('bad input is a 4xx naming the problem; nothing of a bad batch is stored', async () => {
    const { db, send, stored } = await setup(kind)
    await updateProject(db, { id: 'shop', analyticsEnabled: true })
    const cases: [unknown, number, RegExp][] = [
      ['', 400, /JSON object body is required/],
      ['not json', 400, /not valid JSON/],
      ['{}', 400, /non-empty JSON array of events/],
      ['"text"', 400, /non-empty JSON array/],
      [[], 400, /non-empty JSON array/],
      [[1], 400, /events\[0\] must be a JSON object/],
      [[event(1), null], 400, /events\[1\] must be a JSON object/],
      [[event(1), [event(2)]], 400, /events\[1\] must be a JSON object/],
      [[event(1), { ...event(2), eventId: 7 }], 400, /events\[1\]: eventId/],
      [[{ ...event(1), timestamp: '1' }], 400, /events\[0\]: timestamp/],
      [[{ ...event(1), timestamp: 1e300 }], 400, /timestamp must be/],
      [[{ ...event(1), url: 'x'.repeat(2049) }], 400, /url must be/],
      [[{ ...event(1), props: [] }], 400, /props must be a JSON object/],
      [[{ ...event(1), props: { a: 'x'.repeat(9000) } }], 400, /8192 bytes/],
      [[{ ...event(1), props: { a: 'bell\u0007' } }], 400, /control/],
      [[{ ...event(1), domain: 'a\u0000b' }], 400, /NUL/],
      [
        JSON.stringify([{ ...event(1), eventId: 'e\ud800' }]),
        400,
        /valid Unicode/,
      ],
      [batch(51), 400, /at most 50 events/],
      [
        Array.from({ length: 40 }, (_, i) => ({
          ...event(i),
          props: { blob: 'x'.repeat(2000) },
        })),
        413,
        /larger than 65536 bytes/,
      ],
    ]
    for (const [body, status, message] of cases) {
      const response = await send(body)
      expect(response.status, JSON.stringify(body).slice(0, 80)).toBe(status)
      expect((await response.json()).message).toMatch(message)
    }
    expect(await stored()).toEqual([])
    // The project rules of /e.
    const missing = await send(batch(1), '')
    expect(missing.status).toBe(400)
    expect((await missing.json()).message).toBe('Project ID Not Configured')
    const unknown = await send(batch(1), 'projectId=nope')
    expect(unknown.status).toBe(403)
    expect((await unknown.json()).message).toBe(
      'Invalid Project ID - update configuration',
    )
    const evil = await send(batch(1), undefined, {
      origin: 'https://evil.example',
    })
    expect(evil.status).toBe(403)
    expect((await evil.json()).message).toBe('origin not allowed')
    expect((await send(batch(1), 'projectId=shop&st=a%07b')).status).toBe(400)
    expect((await send(batch(1), 'projectId=shop%00')).status).toBe(400)
  })

  test('property: any JSON body gives 202, 400 or 413, never 500', async () => {
    const { db, send } = await setup(kind)
    await updateProject(db, { id: 'shop', analyticsEnabled: true })
    const field = fc.oneof(fc.string(), fc.integer(), fc.constant(null))
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.jsonValue(),
          fc.array(
            fc.record(
              {
                eventId: field,
                url: field,
                domain: field,
                timestamp: fc.oneof(field, fc.integer({ min: 1 })),
                props: fc.oneof(field, fc.jsonValue()),
              },
              { requiredKeys: [] },
            ),
            { maxLength: 60 },
          ),
        ),
        async (body) => {
          const response = await send(JSON.stringify(body))
          expect([202, 400, 413]).toContain(response.status)
        },
      ),
      { numRuns: 100 },
    )
  })

  test('each event counts against the per-IP and per-project rate limits', async () => {
    const { app, db, send } = await setup(kind, {
      ipRateLimit: { ratePerSecond: 0.001, burst: 5 },
      projectRateLimit: { ratePerSecond: 0.001, burst: 8 },
    })
    await updateProject(db, { id: 'shop', analyticsEnabled: true })
    expect((await send(batch(3), undefined, {}, '10.0.0.1')).status).toBe(202)
    const over = await send(batch(3, 10), undefined, {}, '10.0.0.1')
    expect(over.status).toBe(429)
    expect(over.headers.get('retry-after')).toBeTruthy()
    expect((await over.json()).message).toMatch(/per client IP/)
    // /e shares the buckets: 2 tokens left for this IP.
    const single = async (n: number) =>
      (
        await app.request(
          'http://localhost/e?projectId=shop',
          { method: 'POST', body: JSON.stringify(event(100 + n)) },
          { incoming: { socket: { remoteAddress: '10.0.0.1' } } },
        )
      ).status
    expect(await single(0)).toBe(202)
    expect(await single(1)).toBe(202)
    expect(await single(2)).toBe(429)
    // Project bucket: 8 - 5 = 3 left; a batch of 4 from a new IP is refused.
    const project = await send(batch(4, 200), undefined, {}, '10.0.0.2')
    expect(project.status).toBe(429)
    expect((await project.json()).message).toMatch(/per project/)
    expect((await send(batch(3, 300), undefined, {}, '10.0.0.3')).status).toBe(
      202,
    )
  })

  test('the daily quota applies per event', async () => {
    const { db, send, stored } = await setup(kind, { maxEventsPerDay: 5 })
    await updateProject(db, { id: 'shop', analyticsEnabled: true })
    expect(await (await send(batch(3))).json()).toEqual({ stored: 3 })
    const over = await send(batch(4, 10))
    expect(over.status).toBe(429)
    expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0)
    expect((await over.json()).code).toBe('ANALYTICS_QUOTA_EXCEEDED')
    expect(await stored()).toHaveLength(5)
  })

  test('limits come from LATCH_API_ANALYTICS_MAX_BATCH_*', () => {
    expect(getAnalyticsSettings({ env: {} })).toMatchObject({
      maxBatchEvents: 50,
      maxBatchBytes: 65_536,
      ipRateLimit: { ratePerSecond: 5, burst: 50 },
    })
    expect(
      getAnalyticsSettings({
        env: {
          LATCH_API_ANALYTICS_MAX_BATCH_EVENTS: '10',
          LATCH_API_ANALYTICS_MAX_BATCH_BYTES: '2048',
        },
      }),
    ).toMatchObject({ maxBatchEvents: 10, maxBatchBytes: 2048 })
  })
})
