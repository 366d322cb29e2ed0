import { Hono } from 'hono'
import type { EmbeddedContext } from '../EmbeddedContext.js'
import { checkLimits } from '../email/checkLimits.js'
import { countLimits } from '../email/countLimits.js'
import type { EmbeddedEnv } from '../http/EmbeddedEnv.js'
import { embeddedErrors } from '../http/EmbeddedError.js'
import { embeddedClientIp } from '../http/embeddedClientIp.js'
import { readFrameRequest } from '../http/readFrameRequest.js'
import { createEmbeddedLogin } from '../login/createEmbeddedLogin.js'
import { createFarcasterChannel } from './createFarcasterChannel.js'
import { farcasterErrors } from './farcasterErrors.js'
import { farcasterRpcUrls } from './farcasterRpcUrls.js'
import { findFarcasterChannel } from './findFarcasterChannel.js'
import { useFarcasterChannel } from './useFarcasterChannel.js'
import { verifyFarcasterSignIn } from './verifyFarcasterSignIn.js'

export type FarcasterRoutesOptions = {
  /**
   * Sign-ins one client IP may start per window (counted in
   * `embedded_failures`, like the social logins).
   * @default { max: 100, windowMs: 600_000 }
   */
  channelLimit?: { max: number; windowMs: number } | undefined
  /** Clock (tests). @default Date.now */
  now?: (() => number) | undefined
}

/**
 * Sign In With Farcaster for the embedded wallet (mounted at
 * /v1/embedded/farcaster; SPEC §7 "get farcaster uri", "connect
 * farcaster"):
 *
 * - `POST /channel {projectId, origin, deviceId}` → `{ url, channelToken }`:
 *   a relay channel bound to them, asking for domain = the host page's
 *   host and URI = its origin;
 * - `POST /connect {projectId, origin, deviceId, channelToken}` →
 *   `{ token, expiresAt, user }` once the Farcaster client answered (202
 *   `{ pending: true }` until then): the message is verified again, the
 *   channel used up, and the user of identity `social:farcaster` / fid
 *   found or created.
 */
export function farcasterRoutes(
  context: EmbeddedContext,
  {
    channelLimit = { max: 100, windowMs: 600_000 },
    now = Date.now,
  }: FarcasterRoutesOptions = {},
): Hono<EmbeddedEnv> {
  const { db } = context
  const app = new Hono<EmbeddedEnv>()

  app.post('/channel', async (c) => {
    const { project, origin, deviceId } = await readFrameRequest(c, context)
    if (farcasterRpcUrls(context).length === 0)
      throw farcasterErrors.notConfigured()
    const at = now()
    const limits = [
      {
        key: `farcaster-ip:${embeddedClientIp(c)}`,
        max: channelLimit.max,
        windowMs: channelLimit.windowMs,
      },
    ]
    await checkLimits(db, limits, at)
    const { channelToken, url } = await createFarcasterChannel(db, {
      params: { siweUri: origin, domain: new URL(origin).host },
      login: { projectId: project.id, deviceId, origin },
      now: at,
    })
    await countLimits(db, limits, at)
    return c.json({ url, channelToken })
  })

  app.post('/connect', async (c) => {
    const { body, project, origin, deviceId } = await readFrameRequest(
      c,
      context,
    )
    const channelToken = body.channelToken
    if (
      typeof channelToken !== 'string' ||
      !/^[A-Za-z0-9_-]{16,128}$/.test(channelToken)
    )
      throw embeddedErrors.badRequest('channelToken is required')
    const at = now()
    const channel = await findFarcasterChannel(db, channelToken)
    if (!channel?.projectId) throw farcasterErrors.unknownChannel()
    if (
      channel.projectId !== project.id ||
      channel.deviceId !== deviceId ||
      channel.origin !== origin
    ) {
      // Presented from elsewhere: burnt, whoever asked.
      await useFarcasterChannel(db, { channelToken, now: at, force: true })
      throw farcasterErrors.foreignChannel()
    }
    if (channel.used) throw farcasterErrors.usedChannel()
    if (channel.expiresAt <= at) throw farcasterErrors.expiredChannel()
    const completion = channel.completion
    // Not an error: the frame asks again (no failed request in the console).
    if (!completion) return c.json({ pending: true }, 202)
    const verified = await verifyFarcasterSignIn({
      rpcUrls: farcasterRpcUrls(context),
      nonce: channel.params.nonce,
      domain: channel.params.domain,
      message: completion.message,
      signature: completion.signature,
    })
    if (!(await useFarcasterChannel(db, { channelToken, now: at })))
      throw farcasterErrors.usedChannel()
    const login = await createEmbeddedLogin(db, {
      projectId: project.id,
      origin,
      deviceId,
      identity: {
        kind: 'social',
        provider: 'farcaster',
        subject: String(verified.fid),
        userName: completion.username,
      },
      settings: context.settings,
      now: at,
    })
    return c.json(login)
  })

  return app
}
