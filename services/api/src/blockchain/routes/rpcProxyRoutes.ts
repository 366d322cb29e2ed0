import { type Context, Hono } from 'hono'
import type { AppEnv } from '../../app/types.js'
import { ApiError } from '../../errors/ApiError.js'
import { readBodyText } from '../../http/readBodyText.js'
import { readJsonBody } from '../../http/readJsonBody.js'
import { projectMiddleware } from '../../middleware/project/index.js'
import { rateLimit } from '../middleware/rate-limit/index.js'
import { proxyRpc } from '../proxy/proxyRpc.js'
import { rpcMaxBatch } from '../proxy/rpcMaxBatch.js'
import { rpcRateLimits } from '../proxy/rpcRateLimits.js'
import type { BlockchainSettings } from '../settings/BlockchainSettings.js'
import { parseChain } from '../utils/parseChain.js'

const MAX_BODY_BYTES = 1_048_576

// Parsed once: the rate limit counts the calls, the handler forwards them.
// Bounded and checked by the one JSON reader (413 above 1 MiB; 400 for
// nesting deeper than `limits.maxJsonDepth` or NUL in a string); only
// text that is not JSON becomes the JSON-RPC parse error.
async function readRpcBody(c: Context<AppEnv>): Promise<unknown> {
  if (!(await readBodyText(c, { maxBytes: MAX_BODY_BYTES })).trim())
    return parseFailed
  try {
    return await readJsonBody(c, { maxBytes: MAX_BODY_BYTES, accept: 'any' })
  } catch (error) {
    if (error instanceof ApiError && error.cause instanceof SyntaxError)
      return parseFailed
    throw error
  }
}
const parseFailed = Symbol('parse error')

/**
 * The RPC proxy: POST /v1/?chainId=eip155:…&projectId=… forwards JSON-RPC
 * (one call or a batch) to the chain's upstream, with a method allowlist
 * and token-bucket rate limits per client IP, per Origin and per project
 * (each call in a batch counts one token; see `rpcRateLimits`).
 */
export function rpcProxyRoutes(settings: BlockchainSettings) {
  const app = new Hono<AppEnv>()
  const bodies = new WeakMap<Request, Promise<unknown>>()
  const body = (c: Context<AppEnv>) => {
    let parsed = bodies.get(c.req.raw)
    if (!parsed) {
      parsed = readRpcBody(c)
      bodies.set(c.req.raw, parsed)
    }
    return parsed
  }
  // Each call in a batch is charged; a batch larger than the cap is
  // refused by proxyRpc (charged one request).
  const maxBatch = rpcMaxBatch(settings)
  const limit = rateLimit({
    limits: rpcRateLimits(settings),
    cost: async (c) => {
      const request = await body(c)
      if (!Array.isArray(request)) return 1
      return request.length <= maxBatch ? request.length : 1
    },
  })
  const handler = async (c: Context<AppEnv>) => {
    const chain = parseChain(settings, c.req.query('chainId'))
    const request = await body(c)
    if (request === parseFailed)
      return c.json(
        {
          jsonrpc: '2.0',
          id: null,
          error: { code: -32700, message: 'Parse error' },
        },
        400,
      )
    const { status, body: answer } = await proxyRpc({
      url: chain.rpcUrls[0] ?? '',
      request,
      maxBatch,
    })
    return c.json(answer, status)
  }
  for (const path of ['/v1', '/v1/'])
    app.post(path, projectMiddleware(), limit, handler)
  return app
}
