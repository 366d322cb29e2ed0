import { exportJWK, generateKeyPair, type JWTPayload, SignJWT } from 'jose'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { createSocialRuntime } from './createSocialRuntime.js'
import type { ProviderEndpoints, SocialProvider } from './SocialProvider.js'
import { socialProviderPresets } from './socialProviderPresets.js'
import { verifyIdToken } from './verifyIdToken.js'

// Key generation and HTTP round trips: slow on a loaded machine.
vi.setConfig({ testTimeout: 30_000, hookTimeout: 30_000 })

const ISSUER = 'https://id.example'
const provider: SocialProvider = {
  ...socialProviderPresets.oidc,
  name: 'oidc',
  clientId: 'rp',
  clientSecret: 's',
  issuer: ISSUER,
  discover: true,
}
const endpoints: ProviderEndpoints = {
  issuers: [ISSUER],
  authorizationEndpoint: `${ISSUER}/auth`,
  tokenEndpoint: `${ISSUER}/token`,
  jwksUri: `${ISSUER}/jwks`,
  tokenAuth: 'client_secret_basic',
}
const now = Date.UTC(2026, 10, 24, 8, 0, 0)

let sign: (
  claims: JWTPayload,
  header?: Record<string, unknown>,
) => Promise<string>
let otherKeySign: typeof sign
let runtime: ReturnType<typeof createSocialRuntime>

beforeAll(async () => {
  const { publicKey, privateKey } = await generateKeyPair('RS256')
  const other = await generateKeyPair('RS256')
  const jwk = { ...(await exportJWK(publicKey)), kid: 'k1', alg: 'RS256' }
  runtime = createSocialRuntime({
    fetch: async () =>
      new Response(JSON.stringify({ keys: [jwk] }), {
        headers: { 'content-type': 'application/json' },
      }),
  })
  const make =
    (key: CryptoKey) =>
    (claims: JWTPayload, header: Record<string, unknown> = {}) =>
      new SignJWT({
        iss: ISSUER,
        aud: 'rp',
        sub: 'user-1',
        nonce: 'n-1',
        iat: now / 1000,
        exp: now / 1000 + 600,
        ...claims,
      })
        .setProtectedHeader({ alg: 'RS256', kid: 'k1', ...header })
        .sign(key)
  sign = make(privateKey)
  otherKeySign = make(other.privateKey)
})

const verify = (idToken: string, nonce = 'n-1', at = now) =>
  verifyIdToken({ runtime, provider, endpoints, idToken, nonce, now: at })

describe('verifyIdToken', () => {
  it('accepts a token of the issuer, for us, with our nonce', async () => {
    const claims = await verify(await sign({ email: 'a@b.c' }))
    expect(claims).toMatchObject({ sub: 'user-1', email: 'a@b.c' })
  })

  it.each([
    ['aud', { aud: 'someone-else' }, 'Invalid ID token: aud mismatch'],
    ['iss', { iss: 'https://evil.example' }, 'Invalid ID token: iss mismatch'],
    ['nonce', { nonce: 'n-2' }, 'Invalid ID token: nonce mismatch'],
    ['no nonce', { nonce: undefined }, 'Invalid ID token: nonce mismatch'],
    [
      'several audiences without azp',
      { aud: ['rp', 'other'] },
      'Invalid ID token: azp mismatch',
    ],
    ['expiry', { exp: now / 1000 - 120 }, 'Invalid ID token: expired'],
    [
      'iat in the future',
      { iat: now / 1000 + 3600, exp: now / 1000 + 4200 },
      'Invalid ID token: issued in the future',
    ],
    [
      'iat just past the skew',
      { iat: now / 1000 + 61 },
      'Invalid ID token: issued in the future',
    ],
  ])('refuses a wrong %s', async (_, claims, message) => {
    await expect(verify(await sign(claims))).rejects.toMatchObject({
      status: 400,
      code: 'invalid_id_token',
      message,
    })
  })

  it('allows 60 s of clock skew on iat', async () => {
    const claims = await verify(await sign({ iat: now / 1000 + 59 }))
    expect(claims.sub).toBe('user-1')
  })

  it('refuses a signature by another key, and a tampered payload', async () => {
    await expect(verify(await otherKeySign({}))).rejects.toMatchObject({
      message: 'Invalid ID token: bad signature',
    })
    const [h, , s] = (await sign({})).split('.')
    const forged = Buffer.from(
      JSON.stringify({ iss: ISSUER, aud: 'rp', sub: 'admin', nonce: 'n-1' }),
    ).toString('base64url')
    await expect(verify(`${h}.${forged}.${s}`)).rejects.toMatchObject({
      code: 'invalid_id_token',
    })
  })

  it('refuses unsigned and symmetric tokens', async () => {
    const none = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${Buffer.from(
      JSON.stringify({ iss: ISSUER, aud: 'rp', sub: 'x', nonce: 'n-1' }),
    ).toString('base64url')}.`
    await expect(verify(none)).rejects.toMatchObject({
      code: 'invalid_id_token',
    })
    const hs = await new SignJWT({
      iss: ISSUER,
      aud: 'rp',
      sub: 'x',
      nonce: 'n-1',
    })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuedAt(now / 1000)
      .setExpirationTime(now / 1000 + 60)
      .sign(new TextEncoder().encode('s'.repeat(32)))
    await expect(verify(hs)).rejects.toMatchObject({
      message: 'Invalid ID token: algorithm not allowed',
    })
  })
})
