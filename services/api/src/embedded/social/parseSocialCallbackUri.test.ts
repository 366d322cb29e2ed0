import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { EmbeddedError } from '../http/EmbeddedError.js'
import { parseSocialCallbackUri } from './parseSocialCallbackUri.js'

const CALLBACK = 'https://wallet.example/v1/embedded/social/callback'

describe('parseSocialCallbackUri', () => {
  it('reads code, state and iss', () => {
    expect(
      parseSocialCallbackUri(
        `${CALLBACK}?code=c&state=s&iss=https%3A%2F%2Fid`,
        CALLBACK,
      ),
    ).toEqual({ code: 'c', state: 's', iss: 'https://id' })
    expect(
      parseSocialCallbackUri(
        `${CALLBACK}?error=access_denied&state=s`,
        CALLBACK,
      ),
    ).toEqual({ error: 'access_denied', state: 's', iss: undefined })
  })

  it('refuses anything but one code or error with one state on our callback', () => {
    for (const uri of [
      `${CALLBACK}?code=c`,
      `${CALLBACK}?state=s`,
      `${CALLBACK}?code=&state=s`,
      `${CALLBACK}?code=c&state=s&state=t`,
      `${CALLBACK}?code=c&error=e&state=s`,
      `${CALLBACK}?code=c&state=s&iss=a&iss=b`,
      `https://evil.example/v1/embedded/social/callback?code=c&state=s`,
      `https://wallet.example/v1/embedded/social/callback/x?code=c&state=s`,
      `${CALLBACK}?code=c&state=s`.replace('https:', 'http:'),
      `${CALLBACK}?code=c&state=s${'x'.repeat(9000)}`,
      '',
      undefined,
      { href: CALLBACK },
    ])
      expect(() => parseSocialCallbackUri(uri, CALLBACK), String(uri)).toThrow(
        "uri must be this service's social callback URL with one code and one state",
      )
  })

  it('never throws anything but invalid_uri, and keeps values exact (fast-check)', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.webUrl({ withQueryParameters: true, withFragments: true }),
          fc
            .record({
              code: fc.string(),
              state: fc.string(),
              junk: fc.string(),
            })
            .map(
              ({ code, state, junk }) =>
                `${CALLBACK}?${new URLSearchParams({ code, state })}${junk}`,
            ),
          fc.oneof(fc.integer(), fc.constant(null), fc.object({ maxDepth: 1 })),
        ),
        (uri) => {
          try {
            const parsed = parseSocialCallbackUri(uri, CALLBACK)
            const url = new URL(uri as string)
            expect(url.searchParams.get('state')).toBe(parsed.state)
            expect(parsed.state.length).toBeGreaterThan(0)
          } catch (error) {
            expect(error).toBeInstanceOf(EmbeddedError)
            expect((error as EmbeddedError).code).toBe('invalid_uri')
          }
        },
      ),
      { numRuns: 300 },
    )
  }, 30_000)
})
