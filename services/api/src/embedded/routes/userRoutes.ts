import { Hono } from 'hono'
import type { EmbeddedContext } from '../EmbeddedContext.js'
import type { EmbeddedEnv } from '../http/EmbeddedEnv.js'
import { readFrameQuery } from '../http/readFrameQuery.js'
import { readFrameRequest } from '../http/readFrameRequest.js'
import { requireSession } from '../http/requireSession.js'
import { ensureSolanaKey } from '../login/ensureSolanaKey.js'
import { hasBundler } from '../smartAccount/loadUserSmartAccount.js'

/**
 * GET /user (bearer, `?projectId&origin&deviceId`) → `{ user }`, GET
 * /smart-accounts (`?projectId&origin&deviceId`) → `{ networks }`, the
 * chain ids where users have smart accounts (a bundler is configured),
 * and POST /sign-out (bearer) → `{}` with the session revoked at once.
 */
export function userRoutes(context: EmbeddedContext): Hono<EmbeddedEnv> {
  const app = new Hono<EmbeddedEnv>()
  app.get('/user', async (c) => {
    const projectId = await readFrameQuery(c, context)
    const session = await requireSession(c, context, { projectId })
    // A passkey user has no key here, Solana's included.
    if (session.user.passkey) return c.json({ user: session.user })
    // A user from before Solana keys gets its key on the first look.
    const solanaAddress = await ensureSolanaKey(context.db, {
      userId: session.userId,
      masterKey: context.settings.masterKey,
      known: session.user.solanaAddress,
    })
    return c.json({ user: { ...session.user, solanaAddress } })
  })
  app.get('/smart-accounts', async (c) => {
    await readFrameQuery(c, context)
    return c.json({
      networks: context.chains.filter(hasBundler).map((c) => c.chainId),
    })
  })
  app.post('/sign-out', async (c) => {
    const { project } = await readFrameRequest(c, context)
    const session = await requireSession(c, context, { projectId: project.id })
    await context.db.query(
      'UPDATE embedded_sessions SET revoked_at = now() WHERE id = $1',
      [session.id],
    )
    return c.json({})
  })
  return app
}
