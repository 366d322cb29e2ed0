import { Hono } from 'hono'
import { lazyRoutes } from '../app/lazyRoutes.js'
import type { AppEnv } from '../app/types.js'
import { accountRoutes } from './routes/accountRoutes.js'
import { chainRoutes } from './routes/chainRoutes.js'
import { rpcProxyRoutes } from './routes/rpcProxyRoutes.js'
import type { BlockchainSettings } from './settings/BlockchainSettings.js'

/**
 * Every blockchain API route under /v1, each behind `projectMiddleware()`
 * (the bundler proxy and the paymaster included), the 1inch-shaped swap
 * paths under /swap/v6.0, and the admin routes of the sponsorship policy.
 * Mount with `app.route('/', createBlockchainRoutes(settings))` on an app
 * that sets `c.var.db` (see `createApp`).
 *
 * The chains, balances, history and RPC proxy load with the app; the
 * other sets (NFTs, names, sessions, bundler, paymaster, swaps, on-ramp)
 * load on their first request (`lazyRoutes`), so a server nobody asks for
 * them does not hold their code (services/api/README.md, "Footprint").
 */
export function createBlockchainRoutes(settings: BlockchainSettings) {
  const app = new Hono<AppEnv>()
  app.route('/', chainRoutes(settings))
  app.route('/', accountRoutes(settings))
  app.route(
    '/',
    lazyRoutes(['/v1/account/:address/nfts'], async () =>
      (await import('./nfts/nftRoutes.js')).nftRoutes(settings),
    ),
  )
  app.route(
    '/',
    lazyRoutes(['/v1/profile/*', '/v1/identity/*'], async () =>
      (await import('./routes/profileRoutes.js')).profileRoutes(settings),
    ),
  )
  app.route(
    '/',
    lazyRoutes(['/v1/sessions/*'], async () =>
      (await import('./routes/sessionRoutes.js')).sessionRoutes(settings),
    ),
  )
  app.route(
    '/',
    lazyRoutes(['/v1/bundler'], async () =>
      (await import('./bundler/bundlerRoutes.js')).bundlerRoutes(settings),
    ),
  )
  app.route(
    '/',
    lazyRoutes(['/v1/paymaster'], async () =>
      (await import('./paymaster/paymasterRoutes.js')).paymasterRoutes(
        settings,
      ),
    ),
  )
  app.route(
    '/',
    lazyRoutes(['/admin/projects/:id/paymaster-policy'], async () =>
      (
        await import('./paymaster/adminPaymasterRoutes.js')
      ).adminPaymasterRoutes(settings),
    ),
  )
  app.route(
    '/',
    lazyRoutes(['/v1/convert/*'], async () =>
      (await import('./convert/convertRoutes.js')).convertRoutes(settings),
    ),
  )
  app.route(
    '/',
    lazyRoutes(['/swap/v6.0/*'], async () =>
      (await import('./convert/oneInchRoutes.js')).oneInchRoutes(settings),
    ),
  )
  app.route(
    '/',
    lazyRoutes(['/v1/onramp/*', '/v1/generators/onrampurl'], async () =>
      (await import('./onramp/onrampRoutes.js')).onrampRoutes(settings),
    ),
  )
  app.route('/', rpcProxyRoutes(settings))
  return app
}
