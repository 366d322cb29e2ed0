import {
  type StartDevOidcProviderReturnType,
  startDevOidcProvider,
} from '@latch/devnet/node'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  SOCIAL_TEST_CALLBACK as CALLBACK,
  createSocialTestApp,
  SOCIAL_TEST_SERVICE as SERVICE,
  SOCIAL_TEST_CLIENT,
} from '../../../test/embedded/social/createSocialTestApp.js'
import { dbKinds } from '../../../test/testDbs.js'

let oidc: StartDevOidcProviderReturnType

beforeAll(async () => {
  oidc = await startDevOidcProvider({ port: 0, clients: [SOCIAL_TEST_CLIENT] })
})
afterAll(() => oidc.stop())

const setup = (kind: (typeof dbKinds)[number]) =>
  createSocialTestApp(kind, { issuer: oidc.issuer })

// What the routes refuse before any provider is asked, and their limits.
describe.each(dbKinds)('social routes input on %s', (kind) => {
  it('refuses unknown and unconfigured providers', async () => {
    const { post, frame } = await setup(kind)
    const unknown = await post('/redirect', { ...frame, provider: 'myspace' })
    expect(unknown.status).toBe(400)
    expect(await unknown.json()).toEqual({
      error: { code: 'unknown_provider', message: 'Unknown social provider' },
    })
    for (const provider of ['toString', '__proto__', 42, null]) {
      const odd = await post('/redirect', { ...frame, provider })
      expect(odd.status).toBe(400)
    }
    const github = await post('/redirect', { ...frame, provider: 'github' })
    expect(github.status).toBe(400)
    expect(await github.json()).toEqual({
      error: {
        code: 'provider_not_configured',
        message: 'Social provider github is not configured on this service',
      },
    })
  })

  it('refuses a foreign Host; the redirect_uri is the service origin', async () => {
    const { app, frame, redirect } = await setup(kind)
    const evil = await app.request(
      'http://evil.example/v1/embedded/social/redirect',
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ ...frame, provider: 'google' }),
      },
    )
    expect(evil.status).toBe(421)
    expect(await evil.json()).toMatchObject({
      error: { code: 'misdirected_request' },
    })
    const uri = new URL(await redirect())
    expect(uri.searchParams.get('redirect_uri')).toBe(CALLBACK)
  })

  it('checks project and origin like every frame route', async () => {
    const { post, frame } = await setup(kind)
    const project = await post('/redirect', {
      ...frame,
      projectId: 'nope',
      provider: 'google',
    })
    expect(project.status).toBe(403)
    expect((await project.json()).error.message).toBe('invalid key')
    const origin = await post('/redirect', {
      ...frame,
      origin: 'https://evil.example',
      provider: 'google',
    })
    expect(origin.status).toBe(403)
    expect((await origin.json()).error.message).toBe('origin not allowed')
    const connect = await post('/connect', {
      ...frame,
      origin: 'https://evil.example',
      uri: `${CALLBACK}?code=a&state=b`,
    })
    expect(connect.status).toBe(403)
  })

  it("refuses a uri that is not this service's callback", async () => {
    const { connect } = await setup(kind)
    for (const uri of [
      'https://evil.example/v1/embedded/social/callback?code=a&state=b',
      `${SERVICE}/elsewhere?code=a&state=b`,
      `${CALLBACK}?code=a`,
      `${CALLBACK}?state=b`,
      `${CALLBACK}?code=a&error=x&state=b`,
      `${CALLBACK}?code=a&code=c&state=b`,
      'not a url',
      42,
    ]) {
      const { status, body } = await connect(uri as string)
      expect(status, String(uri)).toBe(400)
      expect(body.error.code).toBe('invalid_uri')
    }
  })

  it('accepts a form_post callback (Apple) and rebuilds the uri', async () => {
    const { redirect, app } = await setup(kind)
    const state = new URL(await redirect()).searchParams.get('state') ?? ''
    const page = await app.request(CALLBACK, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ code: 'c0de', state, user: '{}' }),
    })
    expect(page.status).toBe(200)
    expect(await page.text()).toContain(
      `"uri":"${CALLBACK}?code=c0de\\u0026state=${state}"`,
    )
  })

  it('limits the logins one client IP starts', async () => {
    const { post, frame, clock } = await createSocialTestApp(kind, {
      issuer: oidc.issuer,
      redirectLimit: { max: 3, windowMs: 60_000 },
    })
    for (let i = 0; i < 3; i++) {
      const device = { ...frame, deviceId: `device-${i}-0123456789abcdef` }
      expect(
        (await post('/redirect', { ...device, provider: 'google' })).status,
      ).toBe(200)
    }
    const limited = await post('/redirect', { ...frame, provider: 'google' })
    expect(limited.status).toBe(429)
    expect((await limited.json()).error.message).toMatch(
      /^Please try again after \d+ seconds$/,
    )
    clock.now += 60_001
    expect(
      (await post('/redirect', { ...frame, provider: 'google' })).status,
    ).toBe(200)
  })

  it('limits the pending logins of one device', async () => {
    const { post, frame } = await setup(kind)
    for (let i = 0; i < 20; i++)
      expect(
        (await post('/redirect', { ...frame, provider: 'google' })).status,
      ).toBe(200)
    const limited = await post('/redirect', { ...frame, provider: 'google' })
    expect(limited.status).toBe(429)
    expect(limited.headers.get('retry-after')).toBe('60')
  })
})
