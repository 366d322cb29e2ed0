import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { isOriginAllowed } from './isOriginAllowed.js'

describe('isOriginAllowed', () => {
  test.each([
    ['https://app.example.com', ['https://app.example.com'], true],
    ['https://APP.example.com', ['https://app.example.com'], true],
    ['https://app.example.com', ['HTTPS://App.Example.Com'], true],
    ['https://app.example.com:443', ['https://app.example.com'], true],
    ['https://app.example.com', ['https://app.example.com:443'], true],
    ['http://app.example.com', ['https://app.example.com'], false],
    ['https://app.example.com:8443', ['https://app.example.com'], false],
    ['https://example.com', ['https://*.example.com'], false],
    ['https://a.example.com', ['https://*.example.com'], true],
    ['https://a.b.example.com', ['https://*.example.com'], true],
    ['https://aexample.com', ['https://*.example.com'], false],
    ['https://a.example.com.evil.io', ['https://*.example.com'], false],
    ['https://evil.io', ['https://*.example.com'], false],
    ['http://a.example.com', ['https://*.example.com'], false],
    ['https://a.example.com:444', ['https://*.example.com'], false],
    ['http://127.0.0.1:5173', ['http://127.0.0.1:*'], true],
    ['http://127.0.0.1', ['http://127.0.0.1:*'], true],
    ['http://127.0.0.2:5173', ['http://127.0.0.1:*'], false],
    ['https://127.0.0.1:5173', ['http://127.0.0.1:*'], false],
    ['http://[::1]:3000', ['http://[::1]:*'], true],
    ['https://x.example.com:8443', ['https://*.example.com:*'], true],
    ['null', ['https://example.com'], false],
    ['', ['https://example.com'], false],
    ['https://example.com/', ['https://example.com'], false],
    ['https://example.com/path', ['https://example.com'], false],
    ['https://user@example.com', ['https://example.com'], false],
    ['https://example.com:99999', ['https://example.com:*'], false],
    ['https://a..example.com', ['https://*.example.com'], false],
    ['https://-a.example.com', ['https://*.example.com'], false],
    ['https://example.com', [], false],
    ['https://example.com', ['*'], false],
    ['https://example.com', ['not a pattern', 'https://example.com'], true],
    ['https://example.com', ['https://*.*.com'], false],
    ['https://example.com', ['https://example.com:443:*'], false],
  ] as const)('%s vs %j → %s', (origin, patterns, expected) => {
    expect(isOriginAllowed(origin, patterns)).toBe(expected)
  })

  // An `xn--` label is punycode, which URL parsing validates: a random one
  // is no host at all ("http://xn--0.aa" is an invalid URL).
  const label = fc
    .stringMatching(/^[a-z0-9]([a-z0-9-]{0,8}[a-z0-9])?$/)
    .filter((l) => !l.startsWith('xn--'))
  const tld = fc.stringMatching(/^[a-z]{2,6}$/)
  const host = fc
    .tuple(fc.array(label, { maxLength: 3 }), tld)
    .map(([l, t]) => [...l, t].join('.'))
  const scheme = fc.constantFrom('http', 'https')
  const port = fc.option(fc.integer({ min: 1, max: 65535 }), { nil: undefined })
  const origin = fc
    .record({ scheme, host, port })
    .map(
      ({ scheme, host, port }) =>
        `${scheme}://${host}${port ? `:${port}` : ''}`,
    )

  test('an origin always allows itself, and only itself among exact patterns', () => {
    fc.assert(
      fc.property(origin, origin, (a, b) => {
        expect(isOriginAllowed(a, [a])).toBe(true)
        const same = new URL(a).origin === new URL(b).origin
        expect(isOriginAllowed(a, [b])).toBe(same)
      }),
    )
  })

  test('*.host allows every strict subdomain and never the host itself', () => {
    fc.assert(
      fc.property(
        scheme,
        host,
        fc.array(label, { minLength: 1, maxLength: 3 }),
        (s, h, sub) => {
          const pattern = `${s}://*.${h}`
          expect(
            isOriginAllowed(`${s}://${sub.join('.')}.${h}`, [pattern]),
          ).toBe(true)
          expect(isOriginAllowed(`${s}://${h}`, [pattern])).toBe(false)
          expect(
            isOriginAllowed(`${s}://${sub.join('.')}${h}`, [pattern]),
          ).toBe(false)
        },
      ),
    )
  })

  test('scheme must match', () => {
    fc.assert(
      fc.property(host, port, (h, p) => {
        const suffix = p ? `:${p}` : ''
        expect(
          isOriginAllowed(`http://${h}${suffix}`, [`https://${h}${suffix}`]),
        ).toBe(false)
      }),
    )
  })

  test('never throws on arbitrary input', () => {
    fc.assert(
      fc.property(fc.string(), fc.array(fc.string()), (o, p) => {
        expect(typeof isOriginAllowed(o, p)).toBe('boolean')
      }),
    )
  })
})
