import {
  loginWithDevOidc,
  type StartDevOidcProviderReturnType,
  startDevOidcProvider,
} from '@latch/devnet/node'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { EMBEDDED_TEST_ORIGIN } from '../../../test/embedded/createEmbeddedTestDb.js'
import {
  SOCIAL_TEST_CALLBACK as CALLBACK,
  createSocialTestApp,
  SOCIAL_TEST_SERVICE as SERVICE,
  SOCIAL_TEST_CLIENT,
} from '../../../test/embedded/social/createSocialTestApp.js'
import { dbKinds } from '../../../test/testDbs.js'
import { findEmbeddedSession } from '../login/findEmbeddedSession.js'

let oidc: StartDevOidcProviderReturnType

beforeAll(async () => {
  oidc = await startDevOidcProvider({ port: 0, clients: [SOCIAL_TEST_CLIENT] })
})
afterAll(() => oidc.stop())

const setup = (kind: (typeof dbKinds)[number]) =>
  createSocialTestApp(kind, { issuer: oidc.issuer })

describe.each(dbKinds)('social login on %s', (kind) => {
  it('lists only the configured providers', async () => {
    const { app } = await setup(kind)
    const response = await app.request(
      `${SERVICE}/v1/embedded/social/providers`,
    )
    expect(await response.json()).toEqual({ providers: ['google'] })
  })

  it('runs authorization code + PKCE against a real OpenID provider', async () => {
    const { redirect, connect, db, app } = await setup(kind)
    const uri = new URL(await redirect())
    expect(uri.origin).toBe(oidc.issuer)
    const params = uri.searchParams
    expect(params.get('response_type')).toBe('code')
    expect(params.get('client_id')).toBe('latch-test')
    expect(params.get('redirect_uri')).toBe(CALLBACK)
    expect(params.get('code_challenge_method')).toBe('S256')
    expect(params.get('code_challenge')).toMatch(/^[\w-]{43}$/)
    expect(params.get('state')).toMatch(/^[\w-]{43}$/)
    expect(params.get('nonce')).toMatch(/^[\w-]{32}$/)
    expect(params.get('scope')).toBe('openid email profile')

    const callback = await loginWithDevOidc({
      authorizationUrl: uri.toString(),
      email: 'Ann@Example.com',
      name: 'Ann',
    })
    expect(callback.startsWith(`${CALLBACK}?`)).toBe(true)

    // The popup's page: posts to the bound origin only.
    const page = await app.request(callback)
    expect(page.status).toBe(200)
    const html = await page.text()
    const csp = page.headers.get('content-security-policy') ?? ''
    const nonce = /script-src 'nonce-([^']+)'/.exec(csp)?.[1]
    expect(nonce).toBeTruthy()
    expect(html).toContain(`<script nonce="${nonce}">`)
    expect(html).toContain(`"target":"${EMBEDDED_TEST_ORIGIN}"`)
    expect(html).toContain("'@latch-frame/SOCIAL_CALLBACK'")
    expect(html).not.toMatch(/postMessage\([^)]*'\*'/)
    expect(page.headers.get('referrer-policy')).toBe('no-referrer')
    expect(page.headers.get('cross-origin-opener-policy')).toBeNull()

    const { status, body } = await connect(callback)
    expect(status).toBe(200)
    expect(body.user).toMatchObject({
      email: 'ann@example.com',
      userName: 'Ann',
      socialProvider: 'google',
      preferredAccountType: 'eoa',
    })
    expect(body.expiresAt).toBeGreaterThan(Date.now())
    const session = await findEmbeddedSession(db, { token: body.token })
    expect(session?.user.address).toBe(body.user.address)

    // The same person again: the same wallet.
    const again = await connect(
      await loginWithDevOidc({
        authorizationUrl: await redirect(),
        email: 'ann@example.com',
      }),
    )
    expect(again.body.user.address).toBe(body.user.address)
  })

  it('refuses a replayed state and code', async () => {
    const { login, connect, counts } = await setup(kind)
    const callback = await login()
    expect((await connect(callback)).status).toBe(200)
    const replay = await connect(callback)
    expect(replay).toEqual({
      status: 400,
      body: {
        error: {
          code: 'state_used',
          message: 'Social login state already used',
        },
      },
    })
    expect(await counts()).toEqual({ users: 1, sessions: 1 })
  })

  it('refuses a forged state', async () => {
    const { login, connect, counts, app } = await setup(kind)
    const callback = new URL(await login())
    callback.searchParams.set('state', 'x'.repeat(43))
    const { status, body } = await connect(callback.toString())
    expect(status).toBe(400)
    expect(body.error).toEqual({
      code: 'invalid_state',
      message: 'Unknown social login state',
    })
    // The callback page posts nothing for it.
    const page = await app.request(callback.toString())
    expect(page.status).toBe(400)
    expect(await page.text()).not.toContain('postMessage')
    expect(page.headers.get('content-security-policy')).toContain(
      "script-src 'none'",
    )
    expect(await counts()).toEqual({ users: 0, sessions: 0 })
  })

  it('refuses a state from another device, and burns it', async () => {
    const { login, connect, counts } = await setup(kind)
    const callback = await login()
    const stolen = await connect(callback, {
      deviceId: 'another-device-0123456',
    })
    expect(stolen.status).toBe(400)
    expect(stolen.body.error.code).toBe('state_mismatch')
    expect(stolen.body.error.message).toBe(
      'Social login state belongs to another project, device or origin',
    )
    expect((await connect(callback)).body.error.code).toBe('state_used')
    expect(await counts()).toEqual({ users: 0, sessions: 0 })
  })

  it('refuses a state from another origin', async () => {
    const { login, connect, counts } = await setup(kind)
    const callback = await login()
    const other = await connect(callback, { origin: 'http://127.0.0.1:5173' })
    expect(other.status).toBe(400)
    expect(other.body.error.code).toBe('state_mismatch')
    expect(await counts()).toEqual({ users: 0, sessions: 0 })
  })

  it('refuses an expired state', async () => {
    const { login, connect, counts, clock, app } = await setup(kind)
    const callback = await login()
    clock.now += 10 * 60_000 + 1
    expect((await app.request(callback)).status).toBe(400)
    const { status, body } = await connect(callback)
    expect(status).toBe(400)
    expect(body.error).toEqual({
      code: 'state_expired',
      message: 'Social login state expired',
    })
    expect(await counts()).toEqual({ users: 0, sessions: 0 })
  })

  it('refuses a code exchanged with the wrong PKCE verifier', async () => {
    const { login, connect, counts, db } = await setup(kind)
    const callback = await login()
    await db.query(`UPDATE embedded_social_states SET code_verifier = $1`, [
      'w'.repeat(43),
    ])
    const { status, body } = await connect(callback)
    expect(status).toBe(400)
    expect(body.error).toEqual({
      code: 'code_refused',
      message: 'The provider refused the authorization code: invalid_grant',
    })
    expect(await counts()).toEqual({ users: 0, sessions: 0 })
  })

  it("refuses an ID token whose nonce is not the state's", async () => {
    const { login, connect, counts, db } = await setup(kind)
    const callback = await login()
    await db.query(`UPDATE embedded_social_states SET nonce = 'other-nonce'`)
    const { status, body } = await connect(callback)
    expect(status).toBe(400)
    expect(body.error).toEqual({
      code: 'invalid_id_token',
      message: 'Invalid ID token: nonce mismatch',
    })
    expect(await counts()).toEqual({ users: 0, sessions: 0 })
  })

  it('refuses an authorization response from another issuer (RFC 9207)', async () => {
    const { login, connect, counts } = await setup(kind)
    const callback = new URL(await login())
    expect(callback.searchParams.get('iss')).toBe(oidc.issuer)
    callback.searchParams.set('iss', 'https://evil.example')
    const { status, body } = await connect(callback.toString())
    expect(status).toBe(400)
    expect(body.error.code).toBe('issuer_mismatch')
    expect(await counts()).toEqual({ users: 0, sessions: 0 })
  })

  it('answers a provider error (user cancelled) with its code', async () => {
    const { login, connect, counts, app } = await setup(kind)
    const callback = await login({}, { cancel: true })
    expect(new URL(callback).searchParams.get('error')).toBe('access_denied')
    // The page still hands it to the opener, so the host stops waiting.
    expect((await app.request(callback)).status).toBe(200)
    const { status, body } = await connect(callback)
    expect(status).toBe(400)
    expect(body.error).toEqual({
      code: 'provider_error',
      message: 'The provider refused the login: access_denied',
    })
    expect((await connect(callback)).body.error.code).toBe('state_used')
    expect(await counts()).toEqual({ users: 0, sessions: 0 })
  })
})
