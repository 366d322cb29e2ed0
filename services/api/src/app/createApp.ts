import { Hono } from 'hono'
import { analyticsRoutes } from '../analytics/analyticsRoutes.js'
import type { Db } from '../db/Db.js'
import { createAdminLockout } from '../middleware/adminAuth/createAdminLockout.js'
import { bodyLimit } from '../middleware/bodyLimit/index.js'
import { apiCors } from '../middleware/cors/index.js'
import { nulGuard } from '../middleware/nulGuard/index.js'
import { adminProjectRoutes } from '../projects/adminProjectRoutes.js'
import { projectRoutes } from '../projects/projectRoutes.js'
import { verifyRoutes } from '../verify/verifyRoutes.js'
import { adminWalletRoutes } from '../wallets/adminWalletRoutes.js'
import { walletRoutes } from '../wallets/walletRoutes.js'
import { getApiLimits } from './getApiLimits.js'
import { handleError } from './handleError.js'
import { notFound } from './notFound.js'
import type { ApiExtension, ApiSettings, AppEnv } from './types.js'

export type CreateAppParameters = {
  /** Migrated database (see `migrate`). */
  db: Db
  settings?: ApiSettings | undefined
  /** Extra route sets, e.g. the blockchain API. */
  extensions?: readonly ApiExtension[] | undefined
}

/**
 * Builds the API as a Hono app over a migrated database. Before any route:
 * CORS, 400 for NUL in the path or query (`nulGuard`), and the server-wide
 * body bound (`bodyLimit`: `limits.maxBodyBytes`, `maxAdminBodyBytes` for
 * /admin/*, `maxConcurrentBodies`). Serve it with
 * `startApi`, or call it in-process with
 * `app.request('http://localhost/getWallets?…')`.
 *
 * @example
 * const db = await openDb({ inMemory: true })
 * await migrate(db)
 * const app = createApp({ db, settings: { adminToken: 'secret' } })
 */
export function createApp({
  db,
  settings = {},
  extensions = [],
}: CreateAppParameters): Hono<AppEnv> {
  const app = new Hono<AppEnv>()
  app.onError(handleError)
  app.notFound(notFound)
  const limits = getApiLimits({ overrides: settings.limits })
  const adminLockout = createAdminLockout({
    maxFailures: limits.adminMaxFailures,
    windowMs: limits.adminFailureWindowMs,
    lockoutMs: limits.adminLockoutMs,
  })
  app.use('*', async function context(c, next) {
    c.set('db', db)
    c.set('settings', settings)
    c.set('limits', limits)
    c.set('adminLockout', adminLockout)
    await next()
  })
  app.use('*', apiCors())
  app.use('*', nulGuard())
  app.use(
    '*',
    bodyLimit({
      maxBytes: (c) =>
        c.req.path.startsWith('/admin/')
          ? limits.maxAdminBodyBytes
          : limits.maxBodyBytes,
      maxConcurrent: limits.maxConcurrentBodies,
    }),
  )
  app.get('/health', (c) => c.json({ ok: true }))
  app.route('/', projectRoutes())
  app.route('/', adminProjectRoutes())
  app.route('/', walletRoutes())
  app.route('/', adminWalletRoutes())
  app.route('/', analyticsRoutes(settings))
  app.route('/', verifyRoutes(settings))
  for (const extension of extensions)
    extension.register?.(app, { db, settings })
  return app
}
