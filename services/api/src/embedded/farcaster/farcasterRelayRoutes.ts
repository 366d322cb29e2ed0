import { Hono } from 'hono'
import { cors } from 'hono/cors'
import { readJsonBody } from '../../http/readJsonBody.js'
import type { EmbeddedContext } from '../EmbeddedContext.js'
import type { EmbeddedEnv } from '../http/EmbeddedEnv.js'
import { embeddedErrors } from '../http/EmbeddedError.js'
import { embeddedIpRateLimit } from '../http/embeddedIpRateLimit.js'
import { channelStatusBody } from './channelStatusBody.js'
import { completeFarcasterChannel } from './completeFarcasterChannel.js'
import { createFarcasterChannel } from './createFarcasterChannel.js'
import { farcasterErrors } from './farcasterErrors.js'
import { farcasterRpcUrls } from './farcasterRpcUrls.js'
import { findFarcasterChannel } from './findFarcasterChannel.js'
import { readChannelToken, unauthorizedChannel } from './readChannelToken.js'
import { readRelayFields } from './readRelayFields.js'
import { verifyFarcasterSignIn } from './verifyFarcasterSignIn.js'

export type FarcasterRelayRoutesOptions = {
  /** Requests per client IP. @default { ratePerSecond: 5, burst: 60 } */
  limit?: { ratePerSecond: number; burst: number } | undefined
  /** Clock (tests). @default Date.now */
  now?: (() => number) | undefined
}

const profileKeys = ['username', 'displayName', 'bio', 'pfpUrl'] as const

/**
 * The Sign In With Farcaster relay (mounted at /v1 of the embedded
 * service, the three endpoints `@farcaster/auth-client` calls):
 *
 * - `POST /channel {siweUri, domain, nonce?, notBefore?, expirationTime?,
 *   requestId?, redirectUrl?}` → 201 `{ channelToken, url, nonce }`;
 * - `GET /channel/status` (`Authorization: Bearer <channelToken>`) → 202
 *   pending or 200 completed (the client's message, signature and fid);
 * - `POST /channel/authenticate` (Bearer; the Farcaster client) `{message,
 *   signature, fid, username?, displayName?, bio?, pfpUrl?}` → 201 the
 *   completed status. The message is verified first (nonce, domain, fid of
 *   the signer in the IdRegistry), so a channel only ever holds a valid
 *   answer; the first one wins. The `X-Farcaster-Auth-Relay-Key` header is
 *   not checked: the signature is what counts.
 *
 * Channels live 5 minutes (a database row); unknown or expired tokens get
 * 401. CORS is open (any origin, no credentials): the channel token is
 * the only key, as on Farcaster's own relay.
 */
export function farcasterRelayRoutes(
  context: EmbeddedContext,
  {
    limit = { ratePerSecond: 5, burst: 60 },
    now = Date.now,
  }: FarcasterRelayRoutesOptions = {},
): Hono<EmbeddedEnv> {
  const { db } = context
  const app = new Hono<EmbeddedEnv>()
  app.use(
    '/channel/*',
    cors({
      origin: '*',
      allowMethods: ['GET', 'POST'],
      allowHeaders: [
        'authorization',
        'content-type',
        'x-farcaster-auth-relay-key',
      ],
    }),
  )
  app.use(
    '/channel',
    cors({
      origin: '*',
      allowMethods: ['POST'],
      allowHeaders: ['content-type'],
    }),
  )
  const rateLimit = embeddedIpRateLimit(limit)
  app.use('/channel', rateLimit)
  app.use('/channel/*', rateLimit)

  app.post('/channel', async (c) => {
    const body = await readJsonBody(c, { maxBytes: 8192 })
    const fields = readRelayFields(body, [
      'siweUri',
      'domain',
      'nonce',
      'notBefore',
      'expirationTime',
      'requestId',
      'redirectUrl',
    ])
    if (!fields.siweUri || !URL.canParse(fields.siweUri))
      throw embeddedErrors.badRequest('siweUri must be a URL')
    if (!fields.domain) throw embeddedErrors.badRequest('domain is required')
    const { siweUri, domain, ...rest } = fields
    const channel = await createFarcasterChannel(db, {
      params: { siweUri, domain, ...rest },
      now: now(),
    })
    return c.json(channel, 201)
  })

  async function liveChannel(token: string) {
    const channel = await findFarcasterChannel(db, token)
    if (!channel || channel.expiresAt <= now()) throw unauthorizedChannel()
    return channel
  }

  app.get('/channel/status', async (c) => {
    const channel = await liveChannel(readChannelToken(c))
    return c.json(channelStatusBody(channel), channel.completion ? 200 : 202)
  })

  app.post('/channel/authenticate', async (c) => {
    const channelToken = readChannelToken(c)
    const body = await readJsonBody(c, { maxBytes: 16_384 })
    const channel = await liveChannel(channelToken)
    if (channel.completion) throw farcasterErrors.alreadyCompleted()
    const { message, signature } = readRelayFields(
      body,
      ['message', 'signature'],
      4096,
    )
    if (!message || !signature || !/^0x[0-9a-fA-F]+$/.test(signature))
      throw embeddedErrors.badRequest('message and signature are required')
    if (!Number.isSafeInteger(body.fid) || (body.fid as number) <= 0)
      throw embeddedErrors.badRequest('fid must be a positive integer')
    const profile = readRelayFields(body, profileKeys, 512)
    const verified = await verifyFarcasterSignIn({
      rpcUrls: farcasterRpcUrls(context),
      nonce: channel.params.nonce,
      domain: channel.params.domain,
      message,
      signature: signature as `0x${string}`,
    })
    if (verified.fid !== body.fid)
      throw farcasterErrors.invalidMessage(
        `the message is for fid ${verified.fid}, not ${body.fid}`,
      )
    const completion = {
      message,
      signature: signature as `0x${string}`,
      authMethod: 'custody' as const,
      fid: verified.fid,
      custody: verified.custody,
      ...profile,
    }
    const stored = await completeFarcasterChannel(db, {
      channelToken,
      completion,
      now: now(),
    })
    if (!stored) throw farcasterErrors.alreadyCompleted()
    return c.json(channelStatusBody({ ...channel, completion }), 201)
  })

  return app
}
