import type { Context } from 'hono'
import type { AppEnv } from '../../app/types.js'
import { ApiError } from '../../errors/ApiError.js'
import { readBodyText } from '../../http/readBodyText.js'
import { readJsonBody } from '../../http/readJsonBody.js'
import { projectMiddleware } from '../../middleware/project/index.js'
import { rateLimit } from '../middleware/rate-limit/index.js'
import type { BlockchainSettings } from '../settings/BlockchainSettings.js'
import { rpcMaxBatch } from './rpcMaxBatch.js'
import { rpcRateLimits } from './rpcRateLimits.js'

const MAX_BODY_BYTES = 1_048_576

/** What `body(c)` resolves with when the body is not JSON at all. */
export const rpcParseFailed = Symbol('parse error')

// Bounded and checked by the one JSON reader (413 above 1 MiB; 400 for
// nesting deeper than `limits.maxJsonDepth` or NUL in a string); only
// text that is not JSON becomes the JSON-RPC parse error.
async function readRpcBody(c: Context<AppEnv>): Promise<unknown> {
  if (!(await readBodyText(c, { maxBytes: MAX_BODY_BYTES })).trim())
    return rpcParseFailed
  try {
    return await readJsonBody(c, { maxBytes: MAX_BODY_BYTES, accept: 'any' })
  } catch (error) {
    if (error instanceof ApiError && error.cause instanceof SyntaxError)
      return rpcParseFailed
    throw error
  }
}

/** The JSON-RPC answer to a body that is not JSON (HTTP 400). */
export const rpcParseError = {
  jsonrpc: '2.0',
  id: null,
  error: { code: -32700, message: 'Parse error' },
} as const

/**
 * What every JSON-RPC route of the blockchain API (RPC proxy, bundler,
 * paymaster) puts before its handler: the project check
 * (`projectMiddleware`) and the RPC proxy's rate limits (`rpcRateLimits`:
 * per client IP, per project and Origin, per project; each call of a batch
 * one token, a batch over `maxBatch` one), in buckets of the route's own.
 * `body(c)` parses the body once for the limit and the handler.
 *
 * @example
 * const { body, project, limit } = createRpcRoute(settings)
 * app.post('/v1/bundler', project, limit, async (c) => … await body(c) …)
 */
export function createRpcRoute(
  settings: Pick<
    BlockchainSettings,
    'rpcMaxBatch' | 'rateLimit' | 'ipRateLimit' | 'originRateLimit'
  >,
) {
  const bodies = new WeakMap<Request, Promise<unknown>>()
  const body = (c: Context<AppEnv>) => {
    let parsed = bodies.get(c.req.raw)
    if (!parsed) {
      parsed = readRpcBody(c)
      bodies.set(c.req.raw, parsed)
    }
    return parsed
  }
  const maxBatch = rpcMaxBatch(settings)
  const limit = rateLimit({
    limits: rpcRateLimits(settings),
    cost: async (c) => {
      const request = await body(c)
      if (!Array.isArray(request)) return 1
      return request.length <= maxBatch ? request.length : 1
    },
  })
  return { body, maxBatch, project: projectMiddleware(), limit }
}
