import { migrate } from '../../../src/db/migrate.js'
import { createEmbeddedApp } from '../../../src/embedded/createEmbeddedApp.js'
import { embeddedMigrations } from '../../../src/embedded/db/embeddedMigrations.js'
import type { EmbeddedContext } from '../../../src/embedded/EmbeddedContext.js'
import { farcasterMigrations } from '../../../src/embedded/farcaster/farcasterMigrations.js'
import { getEmbeddedSettings } from '../../../src/embedded/getEmbeddedSettings.js'
import { createProject } from '../../../src/projects/createProject.js'
import { createTestDb, type DbKind } from '../../testDbs.js'
import {
  EMBEDDED_TEST_ORIGIN,
  EMBEDDED_TEST_PROJECT,
  TEST_MASTER_KEY,
} from '../createEmbeddedTestDb.js'

/** The service origin of `createFarcasterTestApp`'s requests. */
const FARCASTER_TEST_SERVICE = 'http://127.0.0.1'

/**
 * The embedded app with Sign In With Farcaster on a fresh test database
 * (core + embedded + Farcaster migrations, project `emb-test` allowing
 * `https://app.example`), reading the IdRegistry through `rpcUrls` (an
 * anvil with the devnet's stand-in), and helpers that play the frame.
 */
export async function createFarcasterTestApp(
  kind: DbKind,
  {
    rpcUrls,
    listenUrl = FARCASTER_TEST_SERVICE,
  }: { rpcUrls: readonly string[]; listenUrl?: string },
) {
  const db = await createTestDb(kind)
  await migrate(db, {
    extraMigrations: [...embeddedMigrations, ...farcasterMigrations],
  })
  await createProject(db, {
    id: EMBEDDED_TEST_PROJECT,
    name: 'Embedded test',
    allowedOrigins: [EMBEDDED_TEST_ORIGIN, 'http://127.0.0.1:*'],
  })
  const context: EmbeddedContext = {
    db,
    settings: getEmbeddedSettings({
      masterKey: TEST_MASTER_KEY,
      env: {},
      overrides: { listenUrl, farcasterRpcUrls: rpcUrls },
    }),
    chains: [],
    mailer: { send: async () => {}, close() {} },
  }
  const app = createEmbeddedApp(context, { farcaster: true })
  const frame = {
    projectId: EMBEDDED_TEST_PROJECT,
    origin: EMBEDDED_TEST_ORIGIN,
    deviceId: 'device-0123456789abcdef',
  }
  const post = async (path: string, body: unknown) => {
    const response = await app.request(
      `${FARCASTER_TEST_SERVICE}/v1/embedded/farcaster${path}`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      },
    )
    return {
      status: response.status,
      // biome-ignore lint/suspicious/noExplicitAny: the tests read answers freely
      body: (await response.json()) as any,
    }
  }
  const relay = async (
    path: string,
    { token, body }: { token?: string; body?: unknown } = {},
  ) => {
    const response = await app.request(`${FARCASTER_TEST_SERVICE}/v1${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: {
        'content-type': 'application/json',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    })
    return {
      status: response.status,
      // biome-ignore lint/suspicious/noExplicitAny: the tests read answers freely
      body: (await response.json()) as any,
    }
  }
  const counts = async () =>
    (
      await db.query<{ users: number; sessions: number }>(
        `SELECT (SELECT count(*) FROM embedded_users)::int AS users,
                (SELECT count(*) FROM embedded_sessions)::int AS sessions`,
      )
    )[0]
  return { db, app, frame, post, relay, counts }
}
