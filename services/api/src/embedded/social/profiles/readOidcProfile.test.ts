import { describe, expect, it } from 'vitest'
import { createSocialRuntime } from '../createSocialRuntime.js'
import { readOidcProfile } from './readOidcProfile.js'

const USERINFO = 'https://id.example/userinfo'

/** A provider whose UserInfo endpoint answers `info`. */
const runtimeAnswering = (info: Record<string, unknown>) =>
  createSocialRuntime({
    fetch: async () =>
      new Response(JSON.stringify(info), {
        headers: { 'content-type': 'application/json' },
      }),
  })

const read = (claims: Record<string, unknown>, info: Record<string, unknown>) =>
  readOidcProfile(runtimeAnswering({ sub: 'user-1', ...info }), {
    claims: { sub: 'user-1', ...claims },
    userinfoEndpoint: USERINFO,
    accessToken: 'at',
  })

describe('readOidcProfile: email_verified only for its own address', () => {
  it('ignores UserInfo email_verified given for another address', async () => {
    const profile = await read(
      { email: 'victim@example.com' },
      { email: 'attacker@example.com', email_verified: true, name: 'Eve' },
    )
    expect(profile.email).toBeUndefined()
    expect(profile.userName).toBe('Eve')
  })

  it('takes UserInfo email_verified for the same address as the ID token', async () => {
    const profile = await read(
      { email: 'Ann@Example.com' },
      { email: 'ann@example.com', email_verified: true },
    )
    expect(profile.email).toBe('Ann@Example.com')
  })

  it('takes the ID token flag for its address, and UserInfo for its own when the token has none', async () => {
    expect(
      (
        await read(
          { email: 'a@example.com', email_verified: true },
          { email: 'b@example.com', email_verified: false },
        )
      ).email,
    ).toBe('a@example.com')
    expect(
      (await read({}, { email: 'c@example.com', email_verified: true })).email,
    ).toBe('c@example.com')
    expect(
      (await read({}, { email: 'd@example.com', email_verified: false })).email,
    ).toBeUndefined()
  })
})
