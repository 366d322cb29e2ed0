import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { createTestApp, type DbKind, dbKinds } from '../../test/testDbs.js'
import type { ApiSettings } from '../app/types.js'
import { createProject } from '../projects/createProject.js'
import { updateProject } from '../projects/updateProject.js'
import { sweepAnalytics } from './sweepAnalytics.js'

const event = {
  eventId: '0b6f7a1e-6d0a-4a7e-9d38-2f1d2a9b7c11',
  url: 'https://shop.example/checkout',
  domain: 'shop.example',
  timestamp: 1_760_000_000_000,
  props: {
    type: 'track',
    event: 'MODAL_OPEN',
    properties: { connected: false },
  },
}

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
  const send = async (
    body: unknown,
    query = 'projectId=shop&st=latch&sv=react-0.1.0',
    headers = {},
    ip?: string,
  ) =>
    t.app.request(
      `http://localhost/e?${query}`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: typeof body === 'string' ? body : JSON.stringify(body),
      },
      ip === undefined
        ? undefined
        : { incoming: { socket: { remoteAddress: ip } } },
    )
  const stored = () =>
    t.db.query<{ event_id: string; sdk_type: string; props: unknown }>(
      'SELECT event_id, sdk_type, props FROM analytics_events',
    )
  return { ...t, send, stored }
}

describe.each(dbKinds)('analytics on %s', (kind) => {
  test('GET /getAnalyticsConfig is off by default', async () => {
    const { db, request } = await setup(kind)
    const off = await request('/getAnalyticsConfig?projectId=shop')
    expect(await off.json()).toEqual({ isAnalyticsEnabled: false })
    await updateProject(db, { id: 'shop', analyticsEnabled: true })
    const on = await request('/getAnalyticsConfig?projectId=shop&st=latch&sv=1')
    expect(await on.json()).toEqual({ isAnalyticsEnabled: true })
    expect((await request('/getAnalyticsConfig')).status).toBe(400)
    expect((await request('/getAnalyticsConfig?projectId=nope')).status).toBe(
      403,
    )
    const evil = await request('/getAnalyticsConfig?projectId=shop', {
      headers: { origin: 'https://evil.example' },
    })
    expect(evil.status).toBe(403)
  })

  test('POST /e stores only when the project has analytics on', async () => {
    const { db, send, stored } = await setup(kind)
    const off = await send(event)
    expect(off.status).toBe(202)
    expect(await off.json()).toEqual({ stored: false })
    expect(await stored()).toEqual([])

    await updateProject(db, { id: 'shop', analyticsEnabled: true })
    const on = await send(event, undefined, { origin: 'https://shop.example' })
    expect(await on.json()).toEqual({ stored: true })
    expect(await stored()).toEqual([
      { event_id: event.eventId, sdk_type: 'latch', props: event.props },
    ])
    // Retries of the same event are not stored twice.
    expect(await (await send(event)).json()).toEqual({ stored: false })
    // sendBeacon posts text/plain.
    const beacon = await send({ ...event, eventId: 'e2' }, undefined, {
      'content-type': 'text/plain',
    })
    expect(await beacon.json()).toEqual({ stored: true })
    const noProps = await send({ ...event, eventId: 'e3', props: undefined })
    expect(await noProps.json()).toEqual({ stored: true })
  })

  test('POST /e answers bad input with a 4xx and a clear message', async () => {
    const { db, send } = await setup(kind)
    await updateProject(db, { id: 'shop', analyticsEnabled: true })
    const cases: [unknown, number, RegExp][] = [
      ['', 400, /JSON object body is required/],
      ['not json', 400, /not valid JSON/],
      ['"text"', 400, /must be a JSON object/],
      [
        { ...event, eventId: undefined },
        400,
        /eventId must be a non-empty string/,
      ],
      [
        { ...event, eventId: 'x'.repeat(129) },
        400,
        /eventId must be .* at most 128/,
      ],
      [{ ...event, url: 42 }, 400, /url must be/],
      [{ ...event, domain: '' }, 400, /domain must be/],
      [{ ...event, domain: 'a\u0000b' }, 400, /domain must be|NUL/],
      [
        { ...event, timestamp: '2025' },
        400,
        /timestamp must be a positive integer/,
      ],
      [{ ...event, timestamp: -1 }, 400, /timestamp must be/],
      [{ ...event, timestamp: 1.5 }, 400, /timestamp must be/],
      [{ ...event, props: [1] }, 400, /props must be a JSON object/],
      [{ ...event, props: 'x' }, 400, /props must be a JSON object/],
      [
        { ...event, props: { a: 'x'.repeat(9000) } },
        400,
        /props must be at most 8192 bytes/,
      ],
      [{ ...event, props: { a: 'nul\u0000' } }, 400, /NUL/],
      // Escaped lone surrogates survive JSON.parse; jsonb refuses them.
      [
        JSON.stringify({ ...event, props: { a: 'lone \ud800' } }),
        400,
        /Body must be valid Unicode/,
      ],
      [
        JSON.stringify({ ...event, eventId: 'e\udc00' }),
        400,
        /Body must be valid Unicode/,
      ],
      [
        { ...event, props: { a: 'x'.repeat(20_000) } },
        413,
        /larger than 16384 bytes/,
      ],
    ]
    for (const [body, status, message] of cases) {
      const response = await send(body)
      expect(response.status, JSON.stringify(body).slice(0, 80)).toBe(status)
      expect((await response.json()).message).toMatch(message)
    }
    expect((await send(event, '')).status).toBe(400)
    expect((await send(event, 'projectId=nope')).status).toBe(403)
    const evil = await send(event, undefined, {
      origin: 'https://evil.example',
    })
    expect(evil.status).toBe(403)
    expect((await evil.json()).message).toBe('origin not allowed')
  })

  test('property: any JSON body gives 202 or 400, never 500', async () => {
    const { db, send } = await setup(kind)
    await updateProject(db, { id: 'shop', analyticsEnabled: true })
    const field = fc.oneof(
      fc.string(),
      fc.integer(),
      fc.double(),
      fc.constant(null),
      fc.jsonValue(),
    )
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.jsonValue(),
          fc.record(
            {
              eventId: field,
              url: field,
              domain: field,
              timestamp: field,
              props: field,
            },
            { requiredKeys: [] },
          ),
          fc.record({
            eventId: fc.string({ unit: 'binary', minLength: 1 }),
            url: fc.string({ minLength: 1 }),
            domain: fc.string({ minLength: 1 }),
            timestamp: fc.integer({ min: 1 }),
            props: fc.dictionary(fc.string({ unit: 'binary' }), fc.jsonValue()),
          }),
        ),
        async (body) => {
          const response = await send(JSON.stringify(body))
          expect([202, 400, 413]).toContain(response.status)
        },
      ),
      { numRuns: 150 },
    )
  })

  test('control characters in props, st and sv are refused (400)', async () => {
    const { db, send, stored } = await setup(kind)
    await updateProject(db, { id: 'shop', analyticsEnabled: true })
    const refused: [unknown, string, RegExp][] = [
      [{ ...event, props: { a: 'bell\u0007' } }, '', /control characters/],
      [{ ...event, props: { 'k\u001b[31m': 'x' } }, '', /control characters/],
      [{ ...event, props: { a: [{ b: 'del\u007f' }] } }, '', /control/],
      [{ ...event, url: 'https://a.example/\u0085x\u0009' }, '', /url must/],
      [event, 'projectId=shop&st=la%07tch', /st and sv/],
      [event, 'projectId=shop&sv=1%1b', /st and sv/],
    ]
    for (const [body, query, message] of refused) {
      const response = await send(body, query || undefined)
      expect(response.status, JSON.stringify(body).slice(0, 80)).toBe(400)
      expect((await response.json()).message).toMatch(message)
    }
    // Stack traces keep their lines and tabs.
    const trace = { ...event, props: { error: 'Error: x\n\tat f (a.js:1)\r' } }
    expect(await (await send(trace)).json()).toEqual({ stored: true })
    expect(await stored()).toHaveLength(1)
  })

  test('POST /e is rate-limited per client IP, then per project', async () => {
    const { db, send } = await setup(kind, {
      ipRateLimit: { ratePerSecond: 0.001, burst: 3 },
      projectRateLimit: { ratePerSecond: 0.001, burst: 5 },
    })
    await updateProject(db, { id: 'shop', analyticsEnabled: true })
    const from = (ip: string, n: number) =>
      send({ ...event, eventId: `${ip}-${n}` }, undefined, {}, ip)
    for (let i = 0; i < 3; i++)
      expect((await from('10.0.0.1', i)).status).toBe(202)
    for (let i = 3; i < 10; i++) {
      const limited = await from('10.0.0.1', i)
      expect(limited.status).toBe(429)
      expect(limited.headers.get('retry-after')).toBeTruthy()
      expect(await limited.json()).toEqual({
        code: 'RATE_LIMITED',
        message:
          'Rate limit of 0.001 requests per second per client IP exceeded',
      })
    }
    // The refused requests cost the project nothing: 2 more fit.
    expect((await from('10.0.0.2', 0)).status).toBe(202)
    expect((await from('10.0.0.3', 0)).status).toBe(202)
    const project = await from('10.0.0.4', 0)
    expect(project.status).toBe(429)
    expect((await project.json()).message).toMatch(/per project/)
  })

  test('daily quota per project: excess is 429, never 500', async () => {
    const { db, send, stored } = await setup(kind, { maxEventsPerDay: 4 })
    await createProject(db, {
      id: 'other',
      name: 'Other',
      analyticsEnabled: true,
    })
    await updateProject(db, { id: 'shop', analyticsEnabled: true })
    const one = (n: number, query?: string) =>
      send({ ...event, eventId: `q-${n}` }, query)
    // Concurrent requests cannot overshoot the quota.
    const statuses = await Promise.all(
      Array.from({ length: 8 }, (_, n) => one(n).then((r) => r.status)),
    )
    expect(statuses.filter((s) => s === 202)).toHaveLength(4)
    expect(statuses.filter((s) => s === 429)).toHaveLength(4)
    expect(await stored()).toHaveLength(4)
    const over = await one(99)
    expect(over.status).toBe(429)
    const seconds = Number(over.headers.get('retry-after'))
    expect(seconds).toBeGreaterThan(0)
    expect(seconds).toBeLessThanOrEqual(86_400)
    expect(await over.json()).toEqual({
      code: 'ANALYTICS_QUOTA_EXCEEDED',
      message: expect.stringMatching(/quota of 4 events .* per day reached/),
    })
    // A retried (already stored) event is still answered, not charged.
    const [kept] = await stored()
    const retry = await send({ ...event, eventId: kept?.event_id })
    expect(await retry.json()).toEqual({ stored: false })
    // Other projects have their own quota.
    expect((await one(100, 'projectId=other')).status).toBe(202)
  })

  test('daily quota in bytes', async () => {
    const { db, send, stored } = await setup(kind, { maxBytesPerDay: 5_000 })
    await updateProject(db, { id: 'shop', analyticsEnabled: true })
    const big = (n: number) =>
      send({ ...event, eventId: `b-${n}`, props: { blob: 'x'.repeat(2_000) } })
    expect((await big(1)).status).toBe(202)
    expect((await big(2)).status).toBe(202)
    const over = await big(3)
    expect(over.status).toBe(429)
    expect((await over.json()).message).toMatch(/5000 bytes per day/)
    // A small event still fits in what is left.
    expect((await send({ ...event, eventId: 'small' })).status).toBe(202)
    expect(await stored()).toHaveLength(3)
  })

  test('retention: events older than retentionDays are swept', async () => {
    const { db, send, stored } = await setup(kind, { retentionDays: 30 })
    await updateProject(db, { id: 'shop', analyticsEnabled: true })
    for (const id of ['old-1', 'old-2', 'recent'])
      await db.query(
        `INSERT INTO analytics_events (project_id, event_id, url, domain,
           client_timestamp, received_at)
         VALUES ('shop', $1, 'u', 'd', 1, now() - $2::interval)`,
        [id, id === 'recent' ? '29 days' : '31 days'],
      )
    await db.query(
      `INSERT INTO analytics_usage (project_id, day, events, bytes)
       VALUES ('shop', '2020-01-01', 9, 9)`,
    )
    // The first stored event of a process sweeps.
    expect(await (await send(event)).json()).toEqual({ stored: true })
    expect((await stored()).map((row) => row.event_id).sort()).toEqual([
      event.eventId,
      'recent',
    ])
    expect(
      await db.query('SELECT day FROM analytics_usage WHERE events = 9'),
    ).toEqual([])
    // Bounded batches.
    await db.query(
      `UPDATE analytics_events SET received_at = now() - interval '40 days'`,
    )
    expect(await sweepAnalytics(db, { retentionDays: 30, batchSize: 1 })).toBe(
      1,
    )
    expect(await sweepAnalytics(db, { retentionDays: 30 })).toBe(1)
    expect(await stored()).toEqual([])
  })
})
