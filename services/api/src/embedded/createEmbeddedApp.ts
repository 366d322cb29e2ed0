import { Hono } from 'hono'
import { nulGuard } from '../middleware/nulGuard/index.js'
import type { EmbeddedContext } from './EmbeddedContext.js'
import { farcasterRelayRoutes } from './farcaster/farcasterRelayRoutes.js'
import { farcasterRoutes } from './farcaster/farcasterRoutes.js'
import type { EmbeddedEnv } from './http/EmbeddedEnv.js'
import { handleEmbeddedError } from './http/handleEmbeddedError.js'
import { requireServiceHost } from './http/requireServiceHost.js'
import { serviceOrigin } from './http/serviceOrigin.js'
import { deviceRoutes } from './routes/deviceRoutes.js'
import { emailRoutes } from './routes/emailRoutes.js'
import { frameRoutes } from './routes/frameRoutes.js'
import { passkeyRecoveryRoutes } from './routes/passkeyRecoveryRoutes.js'
import { passkeyRoutes } from './routes/passkeyRoutes.js'
import { rpcRoutes } from './routes/rpcRoutes.js'
import { updateEmailRoutes } from './routes/updateEmailRoutes.js'
import { userRoutes } from './routes/userRoutes.js'

export type CreateEmbeddedAppParameters = {
  /**
   * The social-login routes (`social/socialRoutes.ts`), mounted at
   * /v1/embedded/social when given.
   */
  // biome-ignore lint/suspicious/noExplicitAny: any Hono env can be mounted
  socialRoutes?: ((context: EmbeddedContext) => Hono<any>) | undefined
  /**
   * Sign In With Farcaster: the relay at /v1/channel* and the login at
   * /v1/embedded/farcaster (needs `farcasterMigrations`). @default false
   */
  farcaster?: boolean | undefined
}

/**
 * The embedded-wallet service as a Hono app (served on its own origin by
 * `createEmbeddedExtension`): GET /health, the frame page and assets, and
 * /v1/embedded/* (packages/embedded/README.md). No CORS headers at all
 * (only the frame, on this origin, can read the answers), except on the
 * Farcaster relay's /v1/channel*, which Farcaster clients call. Answers only its
 * own Host (`settings.publicUrl` or `settings.listenUrl`, one of which is
 * required), and writes every link from that origin.
 *
 * @example
 * const app = createEmbeddedApp(context)
 * await app.request('http://localhost/health')
 */
export function createEmbeddedApp(
  context: EmbeddedContext,
  { socialRoutes, farcaster = false }: CreateEmbeddedAppParameters = {},
): Hono<EmbeddedEnv> {
  serviceOrigin(context) // throws without a public or listening origin
  const app = new Hono<EmbeddedEnv>()
  app.onError(handleEmbeddedError)
  app.notFound((c) =>
    c.json({ error: { code: 'not_found', message: 'Not found' } }, 404),
  )
  app.use('*', async function settings(c, next) {
    c.set('settings', { trustProxy: context.settings.trustProxy })
    await next()
  })
  app.use('*', requireServiceHost(context.settings))
  app.use('*', nulGuard())
  app.use('*', async function noSniff(c, next) {
    await next()
    c.header('x-content-type-options', 'nosniff')
  })
  app.get('/health', (c) => c.json({ ok: true }))
  app.route('/', frameRoutes(context))
  const api = new Hono<EmbeddedEnv>()
  api.route('/', emailRoutes(context))
  api.route('/', passkeyRoutes(context))
  api.route('/', passkeyRecoveryRoutes(context))
  api.route('/', deviceRoutes(context))
  api.route('/', userRoutes(context))
  api.route('/', updateEmailRoutes(context))
  api.route('/', rpcRoutes(context))
  if (socialRoutes) api.route('/social', socialRoutes(context))
  if (farcaster) {
    api.route('/farcaster', farcasterRoutes(context))
    app.route('/v1', farcasterRelayRoutes(context))
  }
  app.route('/v1/embedded', api)
  return app
}
