import { APP_REQUEST_NAMES } from '@latch/common/embedded-protocol'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { parseEnvelope } from './parseEnvelope.js'

describe('parseEnvelope', () => {
  it('reads a well-formed request', () => {
    expect(
      parseEnvelope({
        latch: 1,
        type: '@latch-app/CONNECT_EMAIL',
        id: 'abc',
        payload: { email: 'a@example.com' },
        extra: true,
      }),
    ).toEqual({
      name: 'CONNECT_EMAIL',
      id: 'abc',
      payload: { email: 'a@example.com' },
    })
    expect(
      parseEnvelope({ latch: 1, type: '@latch-app/RELOAD', id: 'x' }),
    ).toEqual({ name: 'RELOAD', id: 'x', payload: {} })
  })

  it.each([
    ['null', null],
    ['a string', '@latch-app/RELOAD'],
    ['an array', [1, '@latch-app/RELOAD', 'x']],
    ['latch 2', { latch: 2, type: '@latch-app/RELOAD', id: 'x' }],
    ['latch "1"', { latch: '1', type: '@latch-app/RELOAD', id: 'x' }],
    ['a frame type', { latch: 1, type: '@latch-frame/RELOAD', id: 'x' }],
    ['an unknown name', { latch: 1, type: '@latch-app/toString', id: 'x' }],
    ['a prototype name', { latch: 1, type: '@latch-app/__proto__', id: 'x' }],
    ['no id', { latch: 1, type: '@latch-app/RELOAD' }],
    ['an empty id', { latch: 1, type: '@latch-app/RELOAD', id: '' }],
    ['a numeric id', { latch: 1, type: '@latch-app/RELOAD', id: 7 }],
    ['a long id', { latch: 1, type: '@latch-app/RELOAD', id: 'x'.repeat(129) }],
    [
      'a null payload',
      { latch: 1, type: '@latch-app/RELOAD', id: 'x', payload: null },
    ],
    [
      'an array payload',
      { latch: 1, type: '@latch-app/RELOAD', id: 'x', payload: [] },
    ],
    [
      'a string payload',
      { latch: 1, type: '@latch-app/RELOAD', id: 'x', payload: 's' },
    ],
  ])('ignores %s', (_label, data) => {
    expect(parseEnvelope(data)).toBeUndefined()
  })

  it('ignores objects that throw when read', () => {
    const hostile = new Proxy(
      {},
      {
        get() {
          throw new Error('boom')
        },
      },
    )
    expect(parseEnvelope(hostile)).toBeUndefined()
    const { proxy, revoke } = Proxy.revocable({}, {})
    revoke()
    expect(parseEnvelope(proxy)).toBeUndefined()
  })

  it('never throws, and accepts exactly the well-formed requests', () => {
    const envelopeLike = fc.record(
      {
        latch: fc.oneof(fc.constant(1), fc.anything()),
        type: fc.oneof(
          fc.constantFrom(...APP_REQUEST_NAMES).map((n) => `@latch-app/${n}`),
          fc.string(),
        ),
        id: fc.oneof(fc.string({ maxLength: 140 }), fc.anything()),
        payload: fc.oneof(fc.object(), fc.anything()),
      },
      { requiredKeys: [] },
    )
    fc.assert(
      fc.property(fc.oneof(fc.anything(), envelopeLike), (data) => {
        const parsed = parseEnvelope(data)
        if (parsed === undefined) return
        const value = data as Record<string, unknown>
        expect(value.latch).toBe(1)
        expect(value.type).toBe(`@latch-app/${parsed.name}`)
        expect(APP_REQUEST_NAMES).toContain(parsed.name)
        expect(parsed.id).toBe(value.id)
        expect(parsed.id.length).toBeGreaterThan(0)
        expect(parsed.id.length).toBeLessThanOrEqual(128)
        expect(typeof parsed.payload).toBe('object')
        expect(Array.isArray(parsed.payload)).toBe(false)
      }),
      { numRuns: 2000 },
    )
  })
})
