import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { isOriginAllowed } from './isOriginAllowed.js'

const label = fc.stringMatching(/^[a-z0-9]([a-z0-9-]{0,8}[a-z0-9])?$/)
const host = fc
  .array(label, { minLength: 1, maxLength: 3 })
  .map((labels) => `${labels.join('.')}.com`)
const scheme = fc.constantFrom('http', 'https')

describe('isOriginAllowed', () => {
  it('matches exact origins, ignoring case and a trailing slash', () => {
    const allowed = ['https://app.example.com', 'http://127.0.0.1:5173/']
    expect(isOriginAllowed('https://app.example.com', allowed)).toBe(true)
    expect(isOriginAllowed('HTTPS://App.Example.com', allowed)).toBe(true)
    expect(isOriginAllowed('http://127.0.0.1:5173', allowed)).toBe(true)
    expect(isOriginAllowed('http://127.0.0.1:5174', allowed)).toBe(false)
    expect(isOriginAllowed('http://app.example.com', allowed)).toBe(false)
  })

  it('matches wildcard subdomains but not the bare domain', () => {
    const allowed = ['https://*.example.com']
    expect(isOriginAllowed('https://a.example.com', allowed)).toBe(true)
    expect(isOriginAllowed('https://a.b.example.com', allowed)).toBe(true)
    expect(isOriginAllowed('https://example.com', allowed)).toBe(false)
    expect(isOriginAllowed('https://evilexample.com', allowed)).toBe(false)
    expect(isOriginAllowed('https://a.example.com.evil.io', allowed)).toBe(
      false,
    )
    expect(isOriginAllowed('http://a.example.com', allowed)).toBe(false)
    expect(isOriginAllowed('https://a.example.com:8443', allowed)).toBe(false)
    expect(
      isOriginAllowed('https://a.example.com:8443', [
        'https://*.example.com:8443',
      ]),
    ).toBe(true)
  })

  it('treats default ports as equal and supports a port wildcard', () => {
    expect(isOriginAllowed('https://a.com', ['https://a.com:443'])).toBe(true)
    expect(isOriginAllowed('http://a.com:80', ['http://a.com'])).toBe(true)
    const dev = ['http://127.0.0.1:*']
    expect(isOriginAllowed('http://127.0.0.1:5173', dev)).toBe(true)
    expect(isOriginAllowed('http://127.0.0.1', dev)).toBe(true)
    expect(isOriginAllowed('https://127.0.0.1:5173', dev)).toBe(false)
    expect(isOriginAllowed('http://[::1]:3000', ['http://[::1]:*'])).toBe(true)
  })

  it('matches nothing with no, invalid or star-only patterns, or a malformed origin', () => {
    expect(isOriginAllowed('https://x.io', [])).toBe(false)
    expect(
      isOriginAllowed('https://x.io', ['*', 'x.io', 'https://x.io:1:*']),
    ).toBe(false)
    expect(isOriginAllowed('null', ['https://x.io'])).toBe(false)
    expect(isOriginAllowed('https://x.io/path', ['https://x.io'])).toBe(false)
  })

  it('always allows an origin listed exactly (property)', () => {
    fc.assert(
      fc.property(scheme, host, (s, h) => {
        const origin = `${s}://${h}`
        return isOriginAllowed(origin, [origin])
      }),
    )
  })

  it('a wildcard allows every subdomain of its domain and no other host (property)', () => {
    fc.assert(
      fc.property(scheme, host, label, host, (s, domain, sub, other) => {
        const pattern = `${s}://*.${domain}`
        const inside = isOriginAllowed(`${s}://${sub}.${domain}`, [pattern])
        const bare = isOriginAllowed(`${s}://${domain}`, [pattern])
        const outside = isOriginAllowed(`${s}://${other}`, [pattern])
        return inside && !bare && outside === other.endsWith(`.${domain}`)
      }),
    )
  })
})
