import { describe, expect, it } from 'vitest'
import { readSocialProviders } from './readSocialProviders.js'

const env = (entries: Record<string, string>) => entries

describe('readSocialProviders', () => {
  it('offers only the providers with a client id, in the SPEC order', () => {
    expect(readSocialProviders(env({}))).toEqual([])
    const providers = readSocialProviders(
      env({
        LATCH_EMBEDDED_GITHUB_CLIENT_ID: 'gh',
        LATCH_EMBEDDED_GITHUB_CLIENT_SECRET: 'gh-s',
        LATCH_EMBEDDED_X_CLIENT_ID: 'x',
        LATCH_EMBEDDED_X_CLIENT_SECRET: 'x-s',
        LATCH_EMBEDDED_GOOGLE_CLIENT_ID: 'g',
        LATCH_EMBEDDED_GOOGLE_CLIENT_SECRET: 'g-s',
        LATCH_EMBEDDED_DISCORD_CLIENT_SECRET: 'no id: off',
      }),
    )
    expect(providers.map((p) => p.name)).toEqual(['google', 'x', 'github'])
    expect(providers[0]).toMatchObject({
      clientId: 'g',
      clientSecret: 'g-s',
      discover: false,
      tokenEndpoint: 'https://oauth2.googleapis.com/token',
    })
  })

  it('discovers an issuer given for an OIDC preset or the generic provider', () => {
    const [google, oidc] = readSocialProviders(
      env({
        LATCH_EMBEDDED_GOOGLE_CLIENT_ID: 'g',
        LATCH_EMBEDDED_GOOGLE_CLIENT_SECRET: 'g-s',
        LATCH_EMBEDDED_GOOGLE_ISSUER: 'http://127.0.0.1:8790/',
        LATCH_EMBEDDED_OIDC_CLIENT_ID: 'public-client',
        LATCH_EMBEDDED_OIDC_ISSUER: 'https://id.example/realms/x',
      }),
    )
    expect(google).toMatchObject({
      name: 'google',
      issuer: 'http://127.0.0.1:8790',
      discover: true,
      tokenEndpoint: undefined,
      tokenAuth: 'client_secret_basic',
    })
    expect(oidc).toMatchObject({
      name: 'oidc',
      issuer: 'https://id.example/realms/x',
      clientSecret: undefined,
      tokenAuth: 'none',
    })
  })

  it.each([
    [
      { LATCH_EMBEDDED_GOOGLE_CLIENT_ID: 'g' },
      /GOOGLE_CLIENT_SECRET is required/,
    ],
    [
      {
        LATCH_EMBEDDED_GITHUB_CLIENT_ID: 'g',
        LATCH_EMBEDDED_GITHUB_CLIENT_SECRET: 's',
        LATCH_EMBEDDED_GITHUB_ISSUER: 'https://github.com',
      },
      /github is not an OpenID Connect provider/,
    ],
    [{ LATCH_EMBEDDED_OIDC_CLIENT_ID: 'o' }, /OIDC_ISSUER is required/],
    [
      {
        LATCH_EMBEDDED_OIDC_CLIENT_ID: 'o',
        LATCH_EMBEDDED_OIDC_ISSUER: 'http://id.example',
      },
      /https \(http only on loopback\)/,
    ],
    [
      {
        LATCH_EMBEDDED_OIDC_CLIENT_ID: 'o',
        LATCH_EMBEDDED_OIDC_ISSUER: 'https://id.example/?x=1',
      },
      /no query or fragment/,
    ],
    [
      {
        LATCH_EMBEDDED_APPLE_CLIENT_ID: 'a',
        LATCH_EMBEDDED_APPLE_PRIVATE_KEY: 'pem',
      },
      /APPLE_TEAM_ID and LATCH_EMBEDDED_APPLE_KEY_ID/,
    ],
  ])('refuses a half configuration %#', (values, message) => {
    expect(() => readSocialProviders(values)).toThrow(message)
  })

  it('lets Apple mint its client secret from the team key', () => {
    const [apple] = readSocialProviders({
      LATCH_EMBEDDED_APPLE_CLIENT_ID: 'com.example.web',
      LATCH_EMBEDDED_APPLE_TEAM_ID: 'TEAM123456',
      LATCH_EMBEDDED_APPLE_KEY_ID: 'KEY1234567',
      LATCH_EMBEDDED_APPLE_PRIVATE_KEY: 'line1\\nline2',
    })
    expect(apple?.appleKey).toEqual({
      teamId: 'TEAM123456',
      keyId: 'KEY1234567',
      privateKey: 'line1\nline2',
    })
  })
})
