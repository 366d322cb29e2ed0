import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { createFakeProviders } from '../../../test/embedded/social/createFakeProviders.js'
import {
  createSocialTestApp,
  SOCIAL_TEST_CALLBACK,
} from '../../../test/embedded/social/createSocialTestApp.js'
import { dbKinds } from '../../../test/testDbs.js'
import { createSocialRuntime } from './createSocialRuntime.js'

type Answer = {
  uri: string
  user: Record<string, unknown>
  error: { code: string; message: string }
}

const CALLBACK = SOCIAL_TEST_CALLBACK

async function setup(kind: (typeof dbKinds)[number]) {
  const fake = createFakeProviders()
  const test = await createSocialTestApp(kind, {
    env: {
      LATCH_EMBEDDED_GITHUB_CLIENT_ID: 'gh',
      LATCH_EMBEDDED_GITHUB_CLIENT_SECRET: 'gh-secret',
    },
    runtime: createSocialRuntime({ fetch: fake.fetch }),
  })
  const post = async (path: string, body: unknown) => {
    const response = await test.post(path, body)
    return { status: response.status, body: (await response.json()) as Answer }
  }
  const users = async () => (await test.counts())?.users
  return { post, users, fake, frame: test.frame }
}

describe.each(dbKinds)('social routes on %s', (kind) => {
  it('logs in with a GitHub-shaped provider end to end', async () => {
    const { post, fake, frame } = await setup(kind)
    const { body } = await post('/redirect', { ...frame, provider: 'github' })
    const state = new URL(body.uri).searchParams.get('state')
    const login = await post('/connect', {
      ...frame,
      uri: `${CALLBACK}?code=good&state=${state}`,
    })
    expect(login.status).toBe(200)
    expect(login.body.user).toMatchObject({
      email: 'octocat@github.example',
      userName: 'octocat',
      socialProvider: 'github',
    })
    const token = fake.calls.find((c) => c.url.includes('access_token'))
    expect(token?.body.get('redirect_uri')).toBe(CALLBACK)
    expect(token?.body.get('code_verifier')).toMatch(/^[\w-]{43}$/)
  })

  it('answers any /connect uri with a 4xx and creates nobody (fast-check)', async () => {
    const { post, users, frame } = await setup(kind)
    const { body } = await post('/redirect', { ...frame, provider: 'github' })
    const realState = new URL(body.uri).searchParams.get('state') ?? ''
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.string(),
          fc.webUrl({ withQueryParameters: true }),
          fc
            .record({
              code: fc.string(),
              state: fc.oneof(fc.string(), fc.constant('x'.repeat(43))),
              extra: fc.dictionary(fc.string(), fc.string()),
            })
            .map(
              ({ code, state, extra }) =>
                `${CALLBACK}?${new URLSearchParams({ ...extra, code, state })}`,
            ),
          fc.constant(
            `${CALLBACK}?error=access_denied&code=1&state=${realState}`,
          ),
          fc.anything(),
        ),
        async (uri) => {
          const { status, body } = await post('/connect', { ...frame, uri })
          expect(status).toBeGreaterThanOrEqual(400)
          expect(status).toBeLessThan(500)
          expect(typeof body.error.message).toBe('string')
        },
      ),
      { numRuns: 60 },
    )
    expect(await users()).toBe(0)
  })

  it('answers any /redirect body with 200 only for a configured provider (fast-check)', async () => {
    const { post, frame } = await setup(kind)
    await fc.assert(
      fc.asyncProperty(
        fc.record(
          {
            projectId: fc.oneof(fc.constant(frame.projectId), fc.anything()),
            origin: fc.oneof(fc.constant(frame.origin), fc.anything()),
            deviceId: fc.oneof(fc.constant(frame.deviceId), fc.anything()),
            provider: fc.oneof(
              fc.constantFrom('github', 'google', 'x', 'oidc', 'constructor'),
              fc.anything(),
            ),
          },
          { requiredKeys: [] },
        ),
        async (body) => {
          const { status } = await post('/redirect', body)
          const ok =
            body.projectId === frame.projectId &&
            body.origin === frame.origin &&
            body.deviceId === frame.deviceId &&
            body.provider === 'github'
          // 429: more than 20 pending logins for the one device.
          if (ok) expect([200, 429]).toContain(status)
          else {
            expect(status).toBeGreaterThanOrEqual(400)
            expect(status).toBeLessThan(500)
          }
        },
      ),
      { numRuns: 80 },
    )
  })
})
