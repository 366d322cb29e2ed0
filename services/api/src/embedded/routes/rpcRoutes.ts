import { Hono } from 'hono'
import type { EmbeddedContext } from '../EmbeddedContext.js'
import type { EmbeddedEnv } from '../http/EmbeddedEnv.js'
import { EmbeddedError, embeddedErrors } from '../http/EmbeddedError.js'
import { readFrameRequest } from '../http/readFrameRequest.js'
import { requireSession } from '../http/requireSession.js'
import { handleEmbeddedRpc } from '../rpc/handleEmbeddedRpc.js'

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
 * POST /rpc (bearer) `{ chainId, method, params }` → `{ result }`: every
 * call looks the session up again, so a signature needs a live session.
 */
export function rpcRoutes(context: EmbeddedContext): Hono<EmbeddedEnv> {
  const app = new Hono<EmbeddedEnv>()
  app.post('/rpc', async (c) => {
    const { body, project } = await readFrameRequest(c, context, {
      maxBytes: 262_144,
    })
    const session = await requireSession(c, context, { projectId: project.id })
    const { method, params } = body
    if (typeof method !== 'string' || method.length > 64)
      throw embeddedErrors.rpcNotAllowed()
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
  return app
}
