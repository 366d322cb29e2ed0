import { type Context, Hono } from 'hono'
import type { AppEnv } from '../../app/types.js'
import {
  createRpcRoute,
  rpcParseError,
  rpcParseFailed,
} from '../proxy/createRpcRoute.js'
import { proxyRpc } from '../proxy/proxyRpc.js'
import type { BlockchainSettings } from '../settings/BlockchainSettings.js'
import { parseChain } from '../utils/parseChain.js'

/**
 * The RPC proxy: POST /v1/?chainId=eip155:…&projectId=… forwards JSON-RPC
 * (one call or a batch) to the chain's upstream, with a method allowlist
 * and token-bucket rate limits per client IP, per Origin and per project
 * (each call in a batch counts one token; see `rpcRateLimits`).
 */
export function rpcProxyRoutes(settings: BlockchainSettings) {
  const app = new Hono<AppEnv>()
  const { body, maxBatch, project, limit } = createRpcRoute(settings)
  const handler = async (c: Context<AppEnv>) => {
    const chain = parseChain(settings, c.req.query('chainId'))
    const request = await body(c)
    if (request === rpcParseFailed) return c.json(rpcParseError, 400)
    const { status, body: answer } = await proxyRpc({
      url: chain.rpcUrls[0] ?? '',
      request,
      maxBatch,
    })
    return c.json(answer, status)
  }
  for (const path of ['/v1', '/v1/']) app.post(path, project, limit, handler)
  return app
}
