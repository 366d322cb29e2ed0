import {
  loginWithDevOidc,
  type StartDevOidcProviderReturnType,
  startDevOidcProvider,
} from '@latch/devnet/node'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  createSocialTestApp,
  SOCIAL_TEST_CLIENT,
} from '../../../test/embedded/social/createSocialTestApp.js'
import { dbKinds } from '../../../test/testDbs.js'

let oidc: StartDevOidcProviderReturnType

beforeAll(async () => {
  oidc = await startDevOidcProvider({ port: 0, clients: [SOCIAL_TEST_CLIENT] })
})
afterAll(() => oidc.stop())

// The popup lost window.opener: the frame finishes with the state alone.
describe.each(dbKinds)(
  'social login relay (connect by state) on %s',
  (kind) => {
    it('waits for the callback, then logs in once', async () => {
      const { redirect, post, frame, app, counts } = await createSocialTestApp(
        kind,
        { issuer: oidc.issuer },
      )
      const uri = await redirect()
      const state = new URL(uri).searchParams.get('state')
      const byState = async () => {
        const response = await post('/connect', { ...frame, state })
        return { status: response.status, body: await response.json() }
      }
      expect(await byState()).toEqual({
        status: 409,
        body: {
          error: {
            code: 'social_pending',
            message: 'The social login has not reached its callback yet',
          },
        },
      })
      const callback = await loginWithDevOidc({
        authorizationUrl: uri,
        email: 'relay@example.com',
      })
      // The popup's page records the URL even with no opener to post to.
      expect((await app.request(callback)).status).toBe(200)
      const login = await byState()
      expect(login.status).toBe(200)
      expect(login.body.user.email).toBe('relay@example.com')
      expect((await byState()).body.error.code).toBe('state_used')
      expect(await counts()).toEqual({ users: 1, sessions: 1 })
    })

    it('refuses a state of another device (and burns it), or an unknown one', async () => {
      const { redirect, post, frame, counts } = await createSocialTestApp(
        kind,
        {
          issuer: oidc.issuer,
        },
      )
      const state = new URL(await redirect()).searchParams.get('state')
      const foreign = await post('/connect', {
        ...frame,
        deviceId: 'another-device-0123456',
        state,
      })
      expect(foreign.status).toBe(400)
      expect((await foreign.json()).error.code).toBe('state_mismatch')
      const again = await post('/connect', { ...frame, state })
      expect((await again.json()).error.code).toBe('state_used')
      const unknown = await post('/connect', {
        ...frame,
        state: 'x'.repeat(43),
      })
      expect(unknown.status).toBe(400)
      expect((await unknown.json()).error.code).toBe('invalid_state')
      expect(await counts()).toEqual({ users: 0, sessions: 0 })
    })

    it('keeps the first callback a state reached', async () => {
      const { redirect, app, post, frame } = await createSocialTestApp(kind, {
        issuer: oidc.issuer,
      })
      const uri = await redirect()
      const state = new URL(uri).searchParams.get('state')
      const callback = await loginWithDevOidc({
        authorizationUrl: uri,
        email: 'first@example.com',
      })
      await app.request(callback)
      // A later forged callback for the same state changes nothing.
      const forged = new URL(callback)
      forged.searchParams.set('code', 'forged')
      await app.request(forged.toString())
      const login = await post('/connect', { ...frame, state })
      expect(login.status).toBe(200)
    })
  },
)
