import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { createProject } from '../projects/createProject.js'
import { updateProject } from '../projects/updateProject.js'
import { createTestApp, type DbKind, dbKinds } from '../test/testDbs.js'

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

async function setup(kind: DbKind) {
  const t = await createTestApp(kind)
  await createProject(t.db, {
    id: 'shop',
    name: 'Shop',
    allowedOrigins: ['https://shop.example'],
  })
  const send = (
    body: unknown,
    query = 'projectId=shop&st=latch&sv=react-0.1.0',
    headers = {},
  ) =>
    t.request(`/e?${query}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    })
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
      [{ ...event, domain: 'a\u0000b' }, 400, /domain must be/],
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
})
