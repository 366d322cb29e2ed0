import { type Context, Hono } from 'hono'
import type { AppEnv } from '../app/types.js'
import { clientIpRateLimit } from '../blockchain/middleware/rate-limit/clientIpRateLimit.js'
import { ApiError, badRequest } from '../errors/ApiError.js'
import { readPageJsonBody } from '../http/readPageJsonBody.js'
import { projectMiddleware } from '../middleware/project/index.js'
import { checkSiwxMessage } from './checkSiwxMessage.js'
import { checkSiwxNonce } from './checkSiwxNonce.js'
import { checkSiwxSignature } from './checkSiwxSignature.js'
import { consumeSiwxNonce } from './consumeSiwxNonce.js'
import { createSiwxNonce } from './createSiwxNonce.js'
import { createSiwxSession } from './createSiwxSession.js'
import { createSiwxVerifier } from './createSiwxVerifier.js'
import { findSiwxSession } from './findSiwxSession.js'
import { getSiwxSettings } from './getSiwxSettings.js'
import { isSiwxNonceUsed } from './isSiwxNonceUsed.js'
import { listSiwxSessions } from './listSiwxSessions.js'
import { loadSiwxNonceKey } from './loadSiwxNonceKey.js'
import { parseSiwxNonceKey } from './parseSiwxNonceKey.js'
import {
  clearSiwxCookie,
  readSiwxToken,
  setSiwxCookie,
} from './readSiwxToken.js'
import { revokeSiwxSession } from './revokeSiwxSession.js'
import type { SiwxChain } from './SiwxChain.js'
import type { SiwxSettings } from './SiwxSettings.js'
import { siwxCors } from './siwxCors.js'
import { siwxError } from './siwxErrors.js'
import { sweepSiwx } from './sweepSiwx.js'

export type SiwxRoutesParameters = {
  /** Chains a message may name, with the RPC URLs contract signatures are checked on. */
  chains: readonly SiwxChain[]
  /**
   * CAIP-2 ids of Solana / Bitcoin chains served besides @latch/common's
   * Solana mainnet/devnet/testnet and Bitcoin mainnet/testnet (their
   * signatures need no node), e.g. the API's local Solana chain.
   * @default []
   */
  keyChainIds?: readonly string[] | undefined
  /** Missing fields come from the environment or the defaults (`getSiwxSettings`). */
  settings?: Partial<SiwxSettings> | undefined
}

const maxMessageChars = 16_384
const maxSignatureChars = 32_768
const sweepBatch = 10_000

/** A non-empty string of at most `max` characters, else 400 naming it. */
function readText(value: unknown, name: string, max: number): string {
  if (typeof value !== 'string' || !value || value.length > max)
    throw badRequest(
      `${name} must be a non-empty string of at most ${max} characters`,
    )
  return value
}
const caip2Pattern = /^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/
// CAIP-10 account_address: 1–128 of [-.%a-zA-Z0-9].
const addressPattern = /^[-.%a-zA-Z0-9]{1,128}$/

/**
 * Sign-in with a wallet (SIWX; EIP-4361 messages on eip155, CAIP-122 on
 * solana and bip122), verified by
 * the API (README "Sign-in (SIWX)"). Every path takes `?projectId=`:
 * - GET|POST /v1/siwx/nonce → `{ nonce, expiresAt }` (single use;
 *   stateless: a MAC over project, expiry and random bytes)
 * - POST /v1/siwx/verify `{ message, signature }` → `{ token, session }`
 *   and the session cookie
 * - GET /v1/siwx/session → `{ session }` (bearer token or cookie)
 * - GET /v1/siwx/sessions[?chainId=&address=] → `{ sessions }` of the
 *   signed-in address
 * - POST /v1/siwx/sign-out, DELETE /v1/siwx/session → `{ revoked }`
 * - POST /v1/siwx/sessions/:id/revoke, DELETE /v1/siwx/sessions/:id →
 *   `{ revoked: true }` for a session of the caller's own address
 * Rate-limited per client IP (IPv6 per /64); issuing a nonce stores
 * nothing, so no client can use up a shared capacity; the used nonces of
 * verified sign-ins and expired sessions are swept.
 */
export function siwxRoutes({
  chains,
  keyChainIds,
  settings,
}: SiwxRoutesParameters) {
  const siwx = getSiwxSettings({ overrides: settings })
  const verifier = createSiwxVerifier({
    chains,
    keyChainIds,
    rpcTimeoutMs: siwx.rpcTimeoutMs,
  })
  const nonceLimit = clientIpRateLimit(siwx.nonceRateLimit)
  const verifyLimit = clientIpRateLimit(siwx.verifyRateLimit)
  const sessionLimit = clientIpRateLimit(siwx.sessionRateLimit)
  const project = projectMiddleware()

  // Rows are written only by sign-ins (a used nonce, a session); at most
  // one sweep of the expired ones per interval per process.
  let nextSweep = 0
  const sweep = async (c: Context<AppEnv>, now: number) => {
    if (now < nextSweep) return
    nextSweep = now + siwx.sweepIntervalMs
    const swept = await sweepSiwx(c.var.db, { now, batchSize: sweepBatch })
    if (swept.more) nextSweep = now
  }

  // The nonce key: a configured one is checked now (at start); else it is
  // read (or made) once per process, and a failed read is retried by the
  // next request.
  if (siwx.nonceKey !== undefined) parseSiwxNonceKey(siwx.nonceKey)
  let key: Promise<Buffer> | undefined
  const nonceKey = (c: Context<AppEnv>) =>
    (key ??= loadSiwxNonceKey(c.var.db, { key: siwx.nonceKey }).catch(
      (error: unknown) => {
        key = undefined
        throw error
      },
    ))

  const issueNonce = async (c: Context<AppEnv>) => {
    const nonce = createSiwxNonce(await nonceKey(c), {
      projectId: c.var.project.id,
      ttlSeconds: siwx.nonceTtlSeconds,
    })
    c.header('Cache-Control', 'no-store')
    return c.json(nonce)
  }

  const currentSession = async (c: Context<AppEnv>) => {
    const projectId = c.var.project.id
    const token = readSiwxToken(c, projectId)
    const session = token
      ? await findSiwxSession(c.var.db, { projectId, token })
      : undefined
    return { token, session }
  }
  const requireSession = async (c: Context<AppEnv>) => {
    const { session } = await currentSession(c)
    if (!session) throw siwxError('SIWX_NO_SESSION', 'Not signed in')
    return session
  }

  const signOut = async (c: Context<AppEnv>) => {
    const { session } = await currentSession(c)
    const revoked = session
      ? await revokeSiwxSession(c.var.db, { id: session.id, by: session })
      : false
    clearSiwxCookie(c, c.var.project.id)
    c.header('Cache-Control', 'no-store')
    return c.json({ revoked })
  }

  const revoke = async (c: Context<AppEnv>) => {
    const session = await requireSession(c)
    const id = c.req.param('id') ?? ''
    const revoked =
      id.length <= 64 &&
      (await revokeSiwxSession(c.var.db, { id, by: session }))
    if (!revoked)
      throw new ApiError(
        404,
        'NOT_FOUND',
        'No live session of yours has this id',
      )
    if (id === session.id) clearSiwxCookie(c, c.var.project.id)
    return c.json({ revoked: true })
  }

  const app = new Hono<AppEnv>()
  app.use('/v1/siwx/*', siwxCors())
  app.get('/v1/siwx/nonce', nonceLimit, project, issueNonce)
  app.post('/v1/siwx/nonce', nonceLimit, project, issueNonce)

  app.post('/v1/siwx/verify', verifyLimit, project, async (c) => {
    const body = await readPageJsonBody(c, {
      maxBytes: 65_536,
      unsupportedTypeMessage:
        'Send the JSON body as application/json or text/plain',
    })
    const message = readText(body.message, 'message', maxMessageChars)
    const signature = readText(body.signature, 'signature', maxSignatureChars)
    const db = c.var.db
    const projectId = c.var.project.id
    const now = Date.now()
    const { data, chainId, namespace } = checkSiwxMessage({
      message,
      origin: c.req.header('origin'),
      allowedOrigins: c.var.project.allowedOrigins,
      chainIds: verifier.chainIds,
      clockSkewSeconds: siwx.clockSkewSeconds,
      now,
    })
    checkSiwxSignature(namespace, signature)
    const nonceError = () =>
      siwxError(
        'SIWX_NONCE_INVALID',
        'The nonce was not issued for this project, has expired or was already used',
      )
    // The MAC, project and expiry, then a cheap read of the used set,
    // before the chain is asked; the nonce is used up only by a valid
    // signature, atomically with its session, below.
    const nonceExpiresAt = checkSiwxNonce(await nonceKey(c), {
      projectId,
      nonce: data.nonce,
      now,
    })
    if (nonceExpiresAt === undefined || (await isSiwxNonceUsed(db, data.nonce)))
      throw nonceError()
    await verifier.verify({
      namespace,
      chainId,
      address: data.accountAddress,
      message,
      signature,
    })
    const expiresAt = Math.min(
      data.expirationTime
        ? Date.parse(data.expirationTime)
        : Number.POSITIVE_INFINITY,
      now + siwx.sessionTtlSeconds * 1000,
    )
    await sweep(c, now)
    const created = await db.transaction(async (tx) => {
      const fresh = await consumeSiwxNonce(tx, {
        projectId,
        nonce: data.nonce,
        expiresAt: nonceExpiresAt,
      })
      if (!fresh) return undefined
      return createSiwxSession(tx, {
        projectId,
        data,
        message,
        signature,
        expiresAt,
        now,
      })
    })
    if (!created) throw nonceError()
    setSiwxCookie(c, projectId, created.token, (expiresAt - now) / 1000)
    c.header('Cache-Control', 'no-store')
    return c.json(created)
  })

  app.get('/v1/siwx/session', sessionLimit, project, async (c) => {
    const session = await requireSession(c)
    c.header('Cache-Control', 'no-store')
    return c.json({ session })
  })

  app.get('/v1/siwx/sessions', sessionLimit, project, async (c) => {
    const chainId = c.req.query('chainId')
    const address = c.req.query('address')
    if (chainId !== undefined && !caip2Pattern.test(chainId))
      throw badRequest('chainId must be a CAIP-2 chain id, e.g. eip155:1')
    if (address !== undefined && !addressPattern.test(address))
      throw badRequest('address must be a CAIP-10 account address')
    const session = await requireSession(c)
    const [namespace = ''] = session.chainId.split(':')
    // EVM addresses match in any case; Solana and Bitcoin ones exactly.
    const same = (a: string, b: string) =>
      namespace === 'eip155' ? a.toLowerCase() === b.toLowerCase() : a === b
    const sessions =
      address && !same(address, session.address)
        ? []
        : await listSiwxSessions(c.var.db, {
            projectId: session.projectId,
            namespace,
            address: session.address,
            chainId,
          })
    c.header('Cache-Control', 'no-store')
    return c.json({ sessions })
  })

  app.post('/v1/siwx/sign-out', sessionLimit, project, signOut)
  app.delete('/v1/siwx/session', sessionLimit, project, signOut)
  app.post('/v1/siwx/sessions/:id/revoke', sessionLimit, project, revoke)
  app.delete('/v1/siwx/sessions/:id', sessionLimit, project, revoke)
  return app
}
