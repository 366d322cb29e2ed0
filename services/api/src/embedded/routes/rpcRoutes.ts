import { type Context, Hono, type MiddlewareHandler } from 'hono'
import type { AppEnv } from '../../app/types.js'
import { rateLimit } from '../../blockchain/middleware/rate-limit/index.js'
import type { EmbeddedContext } from '../EmbeddedContext.js'
import type { EmbeddedEnv } from '../http/EmbeddedEnv.js'
import { EmbeddedError, embeddedErrors } from '../http/EmbeddedError.js'
import { embeddedClientIp } from '../http/embeddedClientIp.js'
import { readFrameRequest } from '../http/readFrameRequest.js'
import { requireSession } from '../http/requireSession.js'
import { describeSolanaRequest } from '../rpc/describeSolanaRequest.js'
import { handleEmbeddedRpc } from '../rpc/handleEmbeddedRpc.js'
import { handleSolanaRpc } from '../rpc/handleSolanaRpc.js'

/** `31337`, `'31337'`, `'0x7a69'` or `'eip155:31337'` → 31337. */
function parseChainId(value: unknown): number | undefined {
  if (typeof value === 'number')
    return Number.isSafeInteger(value) ? value : undefined
  if (typeof value !== 'string') return undefined
  const text = value.startsWith('eip155:') ? value.slice(7) : value
  if (/^0x[0-9a-fA-F]{1,13}$/.test(text)) return Number.parseInt(text, 16)
  if (/^\d{1,15}$/.test(text)) return Number(text)
  return undefined
}

/**
 * Calls per client IP, before the session lookup: a page's reads (balances,
 * receipts polled) stay far below it; a flood costs neither the database
 * nor the chains' nodes. Over it: 429 'Please try again after {n} seconds'.
 */
export const EMBEDDED_RPC_RATE_LIMIT = { ratePerSecond: 50, burst: 200 }

function rpcRateLimit(): MiddlewareHandler<EmbeddedEnv> {
  const limit = rateLimit({
    limits: [
      {
        scope: 'per client IP',
        ...EMBEDDED_RPC_RATE_LIMIT,
        key: (c) => embeddedClientIp(c as Context),
      },
    ],
    refuse: (_, { retryAfter }) => {
      throw embeddedErrors.tryAgain(retryAfter)
    },
  })
  return (c, next) => limit(c as unknown as Context<AppEnv>, next)
}

/**
 * POST /rpc (bearer) `{ chainId, method, params }` → `{ result }`: every
 * call looks the session up again, so a signature needs a live session.
 * `chainId` `solana:<reference>` (a cluster of `solanaChains`) takes the
 * solana_* methods (`handleSolanaRpc`), any other one the EVM methods.
 */
export function rpcRoutes(context: EmbeddedContext): Hono<EmbeddedEnv> {
  const app = new Hono<EmbeddedEnv>()
  // One bucket for /rpc and /rpc/describe.
  const limit = rpcRateLimit()
  app.use('/rpc', limit)
  app.use('/rpc/*', limit)
  app.post('/rpc', async (c) => {
    const { body, project } = await readFrameRequest(c, context, {
      maxBytes: 262_144,
    })
    const session = await requireSession(c, context, { projectId: project.id })
    const { method, params } = body
    if (typeof method !== 'string' || method.length > 64)
      throw embeddedErrors.rpcNotAllowed()
    if (
      typeof body.chainId === 'string' &&
      body.chainId.startsWith('solana:')
    ) {
      const solana = context.solanaChains?.find(
        (ch) => ch.caipNetworkId === body.chainId,
      )
      if (!solana)
        throw new EmbeddedError(400, 'unsupported_chain', 'Network Not Found')
      const result = await handleSolanaRpc(context, {
        session,
        chain: solana,
        method,
        params,
      })
      return c.json({ result })
    }
    const chainId = parseChainId(body.chainId ?? context.chains[0]?.chainId)
    const chain = context.chains.find((ch) => ch.chainId === chainId)
    if (!chain)
      throw new EmbeddedError(400, 'unsupported_chain', 'Network Not Found')
    const result = await handleEmbeddedRpc(context, {
      session,
      chain,
      method,
      params,
    })
    return c.json({ result })
  })
  // What a solana_* request asks, decoded for the approval screen (the
  // frame stays small: the decoders live here).
  app.post('/rpc/describe', async (c) => {
    const { body, project } = await readFrameRequest(c, context, {
      maxBytes: 262_144,
    })
    const session = await requireSession(c, context, {
      projectId: project.id,
    })
    const { method, params } = body
    if (typeof method !== 'string' || method.length > 64)
      throw embeddedErrors.rpcNotAllowed()
    // The cluster simulates the transactions (none: 'unavailable').
    const chain = context.solanaChains?.find(
      (ch) => ch.caipNetworkId === body.chainId,
    )
    return c.json({
      result: await describeSolanaRequest(chain, method, params, {
        account: session.user.solanaAddress,
      }),
    })
  })
  return app
}
