import { loginWithDevOidc } from '@latch/devnet/node'
import { expect } from 'vitest'
import { createEmbeddedApp } from '../../../src/embedded/createEmbeddedApp.js'
import type { EmbeddedContext } from '../../../src/embedded/EmbeddedContext.js'
import { getEmbeddedSettings } from '../../../src/embedded/getEmbeddedSettings.js'
import type { SocialRuntime } from '../../../src/embedded/social/createSocialRuntime.js'
import { readSocialProviders } from '../../../src/embedded/social/readSocialProviders.js'
import { socialRoutes } from '../../../src/embedded/social/socialRoutes.js'
import type { DbKind } from '../../testDbs.js'
import {
  EMBEDDED_TEST_ORIGIN,
  EMBEDDED_TEST_PROJECT,
  TEST_MASTER_KEY,
} from '../createEmbeddedTestDb.js'
import { createSocialTestDb } from './createSocialTestDb.js'

/** The service origin of `createSocialTestApp`'s requests. */
export const SOCIAL_TEST_SERVICE = 'http://127.0.0.1'
/** Its callback (register it at the dev OpenID provider). */
export const SOCIAL_TEST_CALLBACK = `${SOCIAL_TEST_SERVICE}/v1/embedded/social/callback`
/** The dev provider client `createSocialTestApp` logs in with. */
export const SOCIAL_TEST_CLIENT = {
  client_id: 'latch-test',
  client_secret: 'latch-test-secret',
  redirect_uris: [SOCIAL_TEST_CALLBACK],
}
const DEVICE = 'device-0123456789abcdef'

type ConnectAnswer = {
  token: string
  expiresAt: number
  user: Record<string, unknown> & { address: string }
  error: { code: string; message: string }
}

export type CreateSocialTestAppParameters = {
  /** Google stands for the dev OpenID provider at this issuer. */
  issuer?: string | undefined
  /** Provider settings instead (`LATCH_EMBEDDED_*`). */
  env?: Record<string, string> | undefined
  /** Outgoing calls (fake providers). */
  runtime?: SocialRuntime | undefined
  /** Logins per client IP and window. */
  redirectLimit?: { max: number; windowMs: number } | undefined
}

/**
 * The embedded app with social login on a fresh test database (providers
 * from `env`, or Google standing for the dev OpenID provider at `issuer`),
 * a settable clock, and helpers that play the frame (`redirect`,
 * `connect`) and the user (`login`).
 */
export async function createSocialTestApp(
  kind: DbKind,
  { issuer, env, runtime, redirectLimit }: CreateSocialTestAppParameters,
) {
  const db = await createSocialTestDb(kind)
  const clock = { now: Date.now() }
  const context: EmbeddedContext = {
    db,
    settings: getEmbeddedSettings({
      masterKey: TEST_MASTER_KEY,
      env: {},
      overrides: { listenUrl: SOCIAL_TEST_SERVICE },
    }),
    chains: [],
    mailer: { send: async () => {}, close() {} },
  }
  const providers = readSocialProviders(
    env ?? {
      LATCH_EMBEDDED_GOOGLE_CLIENT_ID: 'latch-test',
      LATCH_EMBEDDED_GOOGLE_CLIENT_SECRET: 'latch-test-secret',
      LATCH_EMBEDDED_GOOGLE_ISSUER: issuer ?? '',
    },
  )
  const app = createEmbeddedApp(context, {
    socialRoutes: (ctx) =>
      socialRoutes(ctx, {
        providers,
        runtime,
        redirectLimit,
        now: () => clock.now,
      }),
  })
  const frame = {
    projectId: EMBEDDED_TEST_PROJECT,
    origin: EMBEDDED_TEST_ORIGIN,
    deviceId: DEVICE,
  }
  const post = (path: string, body: unknown) =>
    app.request(`${SOCIAL_TEST_SERVICE}/v1/embedded/social${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })
  const redirect = async (fields: Record<string, unknown> = {}) => {
    const response = await post('/redirect', {
      ...frame,
      provider: 'google',
      ...fields,
    })
    expect(response.status).toBe(200)
    return ((await response.json()) as { uri: string }).uri
  }
  const login = async (
    fields: Record<string, unknown> = {},
    { cancel = false, email = 'Ann@Example.com' } = {},
  ) =>
    loginWithDevOidc({
      authorizationUrl: await redirect(fields),
      email,
      name: 'Ann',
      cancel,
    })
  const connect = async (
    uri: unknown,
    fields: Record<string, unknown> = {},
  ) => {
    const response = await post('/connect', { ...frame, uri, ...fields })
    return {
      status: response.status,
      body: (await response.json()) as ConnectAnswer,
    }
  }
  const counts = async () =>
    (
      await db.query<{ users: number; sessions: number }>(
        `SELECT (SELECT count(*) FROM embedded_users)::int AS users,
                (SELECT count(*) FROM embedded_sessions)::int AS sessions`,
      )
    )[0]
  return { db, app, clock, frame, post, redirect, login, connect, counts }
}
