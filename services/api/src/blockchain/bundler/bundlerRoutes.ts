import { Hono } from 'hono'
import type { AppEnv } from '../../app/types.js'
import { BlockchainApiError } from '../errors/BlockchainApiError.js'
import {
  createRpcRoute,
  rpcParseError,
  rpcParseFailed,
} from '../proxy/createRpcRoute.js'
import { proxyRpc } from '../proxy/proxyRpc.js'
import type { BlockchainSettings } from '../settings/BlockchainSettings.js'
import { parseChain } from '../utils/parseChain.js'
import { allowedBundlerMethods } from './allowedBundlerMethods.js'

/**
 * The bundler proxy (SPEC §7): POST /v1/bundler?projectId&chainId[&bundler]
 * forwards ERC-4337 JSON-RPC ({@link allowedBundlerMethods}) to the
 * chain's `bundlerUrl`, with the RPC proxy's project checks, rate limits
 * (own buckets) and error shapes. `bundler` (the toolkit names its
 * bundler) is accepted and ignored: each chain has one. A chain without a
 * bundler is 400 `BUNDLER_NOT_CONFIGURED`. A batch is forwarded as single
 * requests (bundlers such as Alto take no batches).
 */
export function bundlerRoutes(settings: BlockchainSettings) {
  const { body, maxBatch, project, limit } = createRpcRoute(settings)
  return new Hono<AppEnv>().post('/v1/bundler', project, limit, async (c) => {
    const chain = parseChain(settings, c.req.query('chainId'))
    if (!chain.bundlerUrl)
      throw new BlockchainApiError(
        400,
        'BUNDLER_NOT_CONFIGURED',
        `No bundler is configured for eip155:${chain.chainId} on this server (LATCH_API_BUNDLER_${chain.chainId} or LATCH_API_BUNDLER_URLS).`,
      )
    const request = await body(c)
    if (request === rpcParseFailed) return c.json(rpcParseError, 400)
    const { status, body: answer } = await proxyRpc({
      url: chain.bundlerUrl,
      request,
      maxBatch,
      allowedMethods: allowedBundlerMethods,
      upstreamName: 'bundler',
      // Alto answers a JSON-RPC batch with -32602.
      upstreamBatches: false,
    })
    return c.json(answer, status)
  })
}
