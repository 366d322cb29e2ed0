import { createHash, randomBytes } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { loginWithDevOidc } from './loginWithDevOidc.js'
import {
  type StartDevOidcProviderReturnType,
  startDevOidcProvider,
} from './startDevOidcProvider.js'

// Key generation and HTTP round trips: slow on a loaded machine.
vi.setConfig({ testTimeout: 30_000, hookTimeout: 30_000 })

const redirectUri = 'http://127.0.0.1:9/callback'
let oidc: StartDevOidcProviderReturnType

beforeAll(async () => {
  oidc = await startDevOidcProvider({
    port: 0,
    clients: [
      {
        client_id: 'rp',
        client_secret: 'rp-secret',
        redirect_uris: [redirectUri],
      },
      {
        client_id: 'any-port',
        client_secret: 'any-port-secret',
        redirect_uris: ['http://127.0.0.1/cb'],
        any_loopback_port: true,
      },
    ],
  })
})
afterAll(() => oidc.stop())

const b64 = (bytes: Buffer) => bytes.toString('base64url')

async function authorize(cancel = false) {
  const discovery = await (
    await fetch(`${oidc.issuer}/.well-known/openid-configuration`)
  ).json()
  const verifier = b64(randomBytes(32))
  const url = new URL(discovery.authorization_endpoint)
  url.search = new URLSearchParams({
    response_type: 'code',
    client_id: 'rp',
    redirect_uri: redirectUri,
    scope: 'openid email profile',
    state: 'st-1',
    nonce: 'n-1',
    code_challenge: b64(createHash('sha256').update(verifier).digest()),
    code_challenge_method: 'S256',
  }).toString()
  const callback = new URL(
    await loginWithDevOidc({
      authorizationUrl: url.toString(),
      email: 'Ann@Example.com',
      name: 'Ann',
      cancel,
    }),
  )
  return { discovery, verifier, callback }
}

/** The token request of client `rp` for the code of `callback`. */
function exchange(
  tokenEndpoint: string,
  callback: URL,
  codeVerifier: string,
): Promise<Response> {
  return fetch(tokenEndpoint, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      authorization: `Basic ${Buffer.from('rp:rp-secret').toString('base64')}`,
    },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      code: callback.searchParams.get('code') ?? '',
      redirect_uri: redirectUri,
      code_verifier: codeVerifier,
    }),
  })
}

const idTokenClaims = (idToken: string) =>
  JSON.parse(Buffer.from(idToken.split('.')[1] ?? '', 'base64url').toString())

describe('startDevOidcProvider', () => {
  it('serves discovery for its issuer', async () => {
    const doc = await (
      await fetch(`${oidc.issuer}/.well-known/openid-configuration`)
    ).json()
    expect(doc.issuer).toBe(oidc.issuer)
    expect(doc.code_challenge_methods_supported).toContain('S256')
  })

  it('shows a development-only login form without a password', async () => {
    const discovery = await (
      await fetch(`${oidc.issuer}/.well-known/openid-configuration`)
    ).json()
    const url = `${discovery.authorization_endpoint}?response_type=code&client_id=rp&redirect_uri=${encodeURIComponent(redirectUri)}&scope=openid&code_challenge=${'a'.repeat(43)}&code_challenge_method=S256`
    const first = await fetch(url, { redirect: 'manual' })
    const cookie = first.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ')
    const page = await fetch(
      new URL(first.headers.get('location') ?? '', oidc.issuer),
      { headers: { cookie } },
    )
    const html = await page.text()
    expect(html).toMatch(/Development only/)
    expect(html).toMatch(/type="email"/)
    expect(html).not.toMatch(/type="password"/)
    expect(page.headers.get('content-security-policy')).toMatch(
      /default-src 'none'/,
    )
  })

  it('runs authorization code + PKCE to an ID token and UserInfo', async () => {
    const { discovery, verifier, callback } = await authorize()
    expect(callback.origin + callback.pathname).toBe(redirectUri)
    expect(callback.searchParams.get('state')).toBe('st-1')
    expect(callback.searchParams.get('iss')).toBe(oidc.issuer)
    const wrong = await exchange(
      discovery.token_endpoint,
      callback,
      b64(randomBytes(32)),
    )
    expect(wrong.status).toBe(400)
    expect((await wrong.json()).error).toBe('invalid_grant')
    const tokens = await (
      await exchange(discovery.token_endpoint, callback, verifier)
    ).json()
    const claims = idTokenClaims(tokens.id_token)
    expect(claims).toMatchObject({ iss: oidc.issuer, aud: 'rp', nonce: 'n-1' })
    const info = await (
      await fetch(discovery.userinfo_endpoint, {
        headers: { authorization: `Bearer ${tokens.access_token}` },
      })
    ).json()
    expect(info).toEqual({
      sub: claims.sub,
      email: 'ann@example.com',
      email_verified: true,
      name: 'Ann',
      preferred_username: 'ann',
    })
  })

  it('gives the same subject to the same e-mail', async () => {
    const subjects = new Set<string>()
    for (let i = 0; i < 2; i++) {
      const { discovery, verifier, callback } = await authorize()
      const tokens = await (
        await exchange(discovery.token_endpoint, callback, verifier)
      ).json()
      subjects.add(idTokenClaims(tokens.id_token).sub)
    }
    expect(subjects.size).toBe(1)
  })

  it('accepts any loopback port for an any_loopback_port client', async () => {
    const discovery = await (
      await fetch(`${oidc.issuer}/.well-known/openid-configuration`)
    ).json()
    const url = (clientId: string, redirect: string) =>
      `${discovery.authorization_endpoint}?${new URLSearchParams({
        response_type: 'code',
        client_id: clientId,
        redirect_uri: redirect,
        scope: 'openid',
        state: 's',
        code_challenge: 'a'.repeat(43),
        code_challenge_method: 'S256',
      })}`
    const callback = await loginWithDevOidc({
      authorizationUrl: url('any-port', 'http://127.0.0.1:4321/cb'),
      email: 'bob@example.com',
    })
    expect(callback).toMatch(/^http:\/\/127\.0\.0\.1:4321\/cb\?code=/)
    // The plain client stays exact.
    const refused = await fetch(url('rp', 'http://127.0.0.1:10/callback'), {
      redirect: 'manual',
    })
    expect(refused.status).toBe(400)
  })

  it('answers access_denied when the user cancels', async () => {
    const { callback } = await authorize(true)
    expect(callback.searchParams.get('error')).toBe('access_denied')
    expect(callback.searchParams.get('state')).toBe('st-1')
  })
})
