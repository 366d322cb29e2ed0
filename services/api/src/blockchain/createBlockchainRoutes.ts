import { Hono } from 'hono'
import type { AppEnv } from '../app/types.js'
import { bundlerRoutes } from './bundler/bundlerRoutes.js'
import { convertRoutes } from './convert/convertRoutes.js'
import { oneInchRoutes } from './convert/oneInchRoutes.js'
import { nftRoutes } from './nfts/nftRoutes.js'
import { onrampRoutes } from './onramp/onrampRoutes.js'
import { adminPaymasterRoutes } from './paymaster/adminPaymasterRoutes.js'
import { paymasterRoutes } from './paymaster/paymasterRoutes.js'
import { accountRoutes } from './routes/accountRoutes.js'
import { chainRoutes } from './routes/chainRoutes.js'
import { profileRoutes } from './routes/profileRoutes.js'
import { rpcProxyRoutes } from './routes/rpcProxyRoutes.js'
import { sessionRoutes } from './routes/sessionRoutes.js'
import type { BlockchainSettings } from './settings/BlockchainSettings.js'

/**
 * Every blockchain API route under /v1, each behind `projectMiddleware()`
 * (the bundler proxy and the paymaster included), the 1inch-shaped swap
 * paths under /swap/v6.0, and the admin routes of the sponsorship policy.
 * Mount with `app.route('/', createBlockchainRoutes(settings))` on an app
 * that sets `c.var.db` (see `createApp`).
 */
export function createBlockchainRoutes(settings: BlockchainSettings) {
  const app = new Hono<AppEnv>()
  app.route('/', chainRoutes(settings))
  app.route('/', accountRoutes(settings))
  app.route('/', nftRoutes(settings))
  app.route('/', profileRoutes(settings))
  app.route('/', sessionRoutes(settings))
  app.route('/', bundlerRoutes(settings))
  app.route('/', paymasterRoutes(settings))
  app.route('/', adminPaymasterRoutes(settings))
  app.route('/', convertRoutes(settings))
  app.route('/', oneInchRoutes(settings))
  app.route('/', onrampRoutes(settings))
  app.route('/', rpcProxyRoutes(settings))
  return app
}
