import type { AddressInfo } from 'node:net'
import { serve } from '@hono/node-server'
import type { Hono } from 'hono'
import type { Db } from '../db/Db.js'
import { migrate } from '../db/migrate.js'
import { openDb } from '../db/openDb.js'
import { lingerBeforeClose } from '../http/lingerBeforeClose.js'
import { seedDevProject } from '../projects/seedDevProject.js'
import type { ApiLimits } from './ApiLimits.js'
import { createApp } from './createApp.js'
import { getApiLimits } from './getApiLimits.js'
import type { ApiExtension, ApiSettings, AppEnv } from './types.js'

export type StartApiParameters = {
  /** Interface to listen on. @default '127.0.0.1' */
  host?: string | undefined
  /** Port; 0 picks a free one. @default 8788 */
  port?: number | undefined
  /**
   * PGlite data folder. @default '.latch/api-data' under the cwd. Ignored
   * when `databaseUrl` is set; `memory` for an in-memory database.
   */
  dataDir?: string | undefined
  /** PostgreSQL URL; when set PGlite is not used. (env `DATABASE_URL`) */
  databaseUrl?: string | undefined
  /** Bearer token for /admin/*. (env `LATCH_API_ADMIN_TOKEN`) */
  adminToken?: string | undefined
  /** See `ApiSettings.trustProxy`. (env `LATCH_API_TRUST_PROXY`) */
  trustProxy?: boolean | undefined
  /**
   * Body, JSON, admin-lockout and HTTP server limits (`ApiLimits`); missing
   * fields are the defaults. The CLI reads them with `getApiLimits`.
   */
  limits?: Partial<ApiLimits> | undefined
  /** Create or reset the `latch-demo` project (loopback origins). */
  seedDevProject?: boolean | undefined
  /** Route sets added to the app (the blockchain API). */
  extensions?: readonly ApiExtension[] | undefined
  /** Settings for extensions, keyed by extension name. */
  extensionSettings?: Record<string, unknown> | undefined
  /** Runs after migrations, before listening (e.g. import the wallets). */
  onDbReady?: ((db: Db) => Promise<void>) | undefined
}

export type StartApiReturnType = {
  /** `http://host:port`, no trailing slash. */
  url: string
  port: number
  app: Hono<AppEnv>
  db: Db
  /** Stops extensions, the HTTP server and the database. */
  close(): Promise<void>
}

/**
 * Opens the database, migrates it, and serves the API over HTTP.
 *
 * @example
 * const api = await startApi({ port: 0, dataDir: 'memory' })
 * await fetch(`${api.url}/health`)
 * await api.close()
 */
export async function startApi({
  host = '127.0.0.1',
  port = 8788,
  dataDir = '.latch/api-data',
  databaseUrl,
  adminToken,
  trustProxy,
  limits: limitOverrides,
  seedDevProject: seed = false,
  extensions = [],
  extensionSettings,
  onDbReady,
}: StartApiParameters = {}): Promise<StartApiReturnType> {
  const limits = getApiLimits({ overrides: limitOverrides })
  const db = await openDb({ databaseUrl, dataDir })
  const stops: (() => Promise<void>)[] = []
  try {
    await migrate(db, {
      extraMigrations: extensions.flatMap((e) => e.migrations ?? []),
    })
    if (seed) await seedDevProject(db)
    await onDbReady?.(db)
    const settings: ApiSettings = {
      adminToken,
      ...(trustProxy === undefined ? {} : { trustProxy }),
      limits,
      extensions: extensionSettings,
    }
    const app = createApp({ db, settings, extensions })
    // Slow or endless uploads hold a connection (and what was read) only
    // until requestTimeout; headers must come within headersTimeout.
    const server = serve({
      fetch: app.fetch,
      hostname: host,
      port,
      serverOptions: {
        maxHeaderSize: limits.maxHeaderBytes,
        requestTimeout: limits.requestTimeoutMs,
        headersTimeout: Math.min(
          limits.headersTimeoutMs,
          limits.requestTimeoutMs,
        ),
        // How often Node checks those timeouts (its default is 30 s).
        connectionsCheckingInterval: Math.min(
          1_000,
          limits.headersTimeoutMs,
          limits.requestTimeoutMs,
        ),
      },
    })
    // An oversized upload reads its 413 instead of a reset.
    lingerBeforeClose(server)
    await new Promise<void>((resolve, reject) => {
      server.once('listening', resolve)
      server.once('error', reject)
    })
    stops.push(
      () =>
        new Promise<void>((resolve) => {
          server.close(() => resolve())
          // Keep-alive sockets would hold close() open.
          if ('closeAllConnections' in server) server.closeAllConnections()
        }),
    )
    for (const extension of extensions) {
      const started = await extension.start?.({ db, settings })
      if (started) stops.unshift(() => started.stop())
    }
    const address = server.address() as AddressInfo
    const urlHost = host.includes(':') ? `[${host}]` : host
    return {
      url: `http://${urlHost}:${address.port}`,
      port: address.port,
      app,
      db,
      async close() {
        for (const stop of stops.splice(0)) await stop()
        await db.close()
      },
    }
  } catch (error) {
    for (const stop of stops.splice(0)) await stop().catch(() => {})
    await db.close().catch(() => {})
    throw error
  }
}
