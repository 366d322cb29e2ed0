import { type Context, Hono } from 'hono'
import { deleteCookie, getCookie } from 'hono/cookie'
import type { ApiSettings, AppEnv } from '../app/types.js'
import { clientIpRateLimit } from '../blockchain/middleware/rate-limit/clientIpRateLimit.js'
import type { Db } from '../db/Db.js'
import { ApiError, badRequest } from '../errors/ApiError.js'
import { clientIpBucket } from '../http/clientIpBucket.js'
import { getClientIp } from '../http/getClientIp.js'
import { readPageJsonBody } from '../http/readPageJsonBody.js'
import { type AttestationRecord, attestationIdPattern } from './Attestation.js'
import {
  attestationCookieName,
  attestationCookieOptions,
  attestationTokenPattern,
} from './AttestationToken.js'
import { adminScamRoutes } from './adminScamRoutes.js'
import { createAttestation } from './createAttestation.js'
import { createFrameTokenIssuer } from './createFrameTokenIssuer.js'
import { findAttestation } from './findAttestation.js'
import { getVerifySettings } from './getVerifySettings.js'
import type { VerifyKey } from './importVerifyKey.js'
import { isScamOrigin } from './isScamOrigin.js'
import { loadVerifyKey } from './loadVerifyKey.js'
import { parseBrowserOrigin } from './parseBrowserOrigin.js'
import { redeemAttestationToken } from './redeemAttestationToken.js'
import {
  attestationPageCsp,
  renderAttestationPage,
} from './renderAttestationPage.js'
import { storeAttestation } from './storeAttestation.js'
import { sweepAttestations } from './sweepAttestations.js'

const sweepBatch = 10_000

const parseId = (value: unknown, name: string): string => {
  if (typeof value !== 'string' || !attestationIdPattern.test(value))
    throw badRequest(`${name} must be a sha256 digest: 64 hex characters`)
  return value.toLowerCase()
}

const checkProjectId = (value: unknown): string | undefined => {
  if (value === undefined || value === null) return undefined
  if (typeof value !== 'string' || value.length > 256)
    throw badRequest('projectId must be a string of at most 256 characters')
  return value
}

// A domain listed after the attestation was made counts at once.
const findLiveAttestation = async (db: Db, id: string) => {
  const record = await findAttestation(db, { id })
  if (record && !record.isScam)
    record.isScam = await isScamOrigin(db, record.origin)
  return record
}

const notFound = () =>
  new ApiError(404, 'NOT_FOUND', 'No attestation with this id')

const notFromFrame = () =>
  new ApiError(
    403,
    'VERIFY_NOT_FROM_FRAME',
    'Only the attestation page itself may register an attestation',
  )

/**
 * WalletConnect Verify v3, self-hosted (README "Verify"):
 * - GET /v3/attestation?projectId&origin&id&decryptedId: the page dapps
 *   (the official SDK and Latch's) frame. Loaded as a frame
 *   (`Sec-Fetch-Dest: iframe`) by a page with a Referer, for a known
 *   project, within the per-project limits, it carries a single-use frame
 *   token bound to the Referer origin, the ids, and a cookie it sets; its
 *   script redeems the token and posts the JWT to the parent.
 * - POST /v3/attestation `{ token, ancestorOrigin }`: that redemption,
 *   same-origin only (`Sec-Fetch-Site: same-origin`), with the token's
 *   cookie, once → `{ attestation }`.
 * - GET /v3/public-key → `{ publicKey: JWK, expiresAt }`.
 * - GET /v3/attestation/:id (id or decryptedId) → `{ origin, isScam,
 *   isVerified, expiresAt }`; GET /attestation/:id (the SDK's v2 fallback)
 *   → `{ origin, isScam, isVerified }` only when verified or a scam.
 * - /admin/verify/scam-domains (see `adminScamRoutes`).
 * Attestation and lookup routes are rate-limited per client IP.
 */
export function verifyRoutes(settings: ApiSettings = {}) {
  const verify = getVerifySettings({ overrides: settings.verify })
  const ipKey = (c: Context<AppEnv>) => clientIpBucket(getClientIp(c))
  const attestLimit = clientIpRateLimit(verify.ipRateLimit)
  const redeemLimit = clientIpRateLimit(verify.ipRateLimit)
  const lookupLimit = clientIpRateLimit(verify.lookupRateLimit)

  let key: Promise<VerifyKey> | undefined
  const getKey = (db: Db) => {
    if (!key) {
      const loading = loadVerifyKey(db, { privateJwk: verify.privateJwk })
      key = loading
      loading.catch(() => {
        if (key === loading) key = undefined
      })
    }
    return key
  }

  // Bounded storage: expired rows are swept at most once per interval by
  // this process, and past `maxRecords` new records are not stored (their
  // JWT still is answered) until a sweep frees room.
  let nextSweep = 0
  let count = 0
  const store = async (db: Db, record: AttestationRecord, now: number) => {
    try {
      if (now >= nextSweep) {
        nextSweep = now + verify.sweepIntervalMs
        const swept = await sweepAttestations(db, {
          now,
          batchSize: sweepBatch,
        })
        count = swept.remaining
        if (swept.deleted >= sweepBatch) nextSweep = now
      }
      if (count >= verify.maxRecords) return
      if (await storeAttestation(db, record)) count++
    } catch (error) {
      console.warn('latch-api: storing a Verify attestation failed', error)
    }
  }

  const attest = async (
    c: Context<AppEnv>,
    input: { projectId: string | undefined; id: string; decryptedId: string },
    origin: string,
  ) => {
    const db = c.var.db
    const now = Date.now()
    const result = await createAttestation(db, {
      key: await getKey(db),
      ...input,
      origin,
      ttlSeconds: verify.ttlSeconds,
      now,
    })
    if (result.record) await store(db, result.record, now)
    c.header('Cache-Control', 'no-store')
    return result.attestation
  }

  const issueToken = createFrameTokenIssuer({ verify, ipKey })

  const publicRoutes = new Hono<AppEnv>()
    .get('/v3/attestation', attestLimit, async (c) => {
      const id = parseId(c.req.query('id'), 'id')
      const decryptedId = parseId(c.req.query('decryptedId'), 'decryptedId')
      const projectId = checkProjectId(c.req.query('projectId'))
      if ((c.req.query('origin')?.length ?? 0) > 2048)
        throw badRequest('origin must be at most 2048 characters')
      // The browser sets Referer on the iframe navigation; the `origin`
      // query parameter is whatever the page wrote, so it is not used.
      const origin = parseBrowserOrigin(c.req.header('referer'))
      // Attests nothing (origin '', not verified): any parent may have it,
      // and the SDK stops waiting when nothing better comes.
      const fallback = await attest(
        c,
        { projectId: undefined, id, decryptedId },
        '',
      )
      const token = await issueToken(c, { projectId, id, decryptedId }, origin)
      c.header('Content-Security-Policy', attestationPageCsp)
      c.header('X-Content-Type-Options', 'nosniff')
      c.header('Referrer-Policy', 'no-referrer')
      return c.html(
        renderAttestationPage({
          fallback,
          token,
          targetOrigin: token ? origin : '*',
        }),
      )
    })
    .post('/v3/attestation', redeemLimit, async (c) => {
      // Only a document of this very origin (the attestation page) may
      // post here: the browser says so, page script cannot change it.
      if (
        c.req.header('sec-fetch-site') !== 'same-origin' ||
        !parseBrowserOrigin(c.req.header('origin'))
      )
        throw notFromFrame()
      const body = await readPageJsonBody(c, {
        maxBytes: 1024,
        unsupportedTypeMessage:
          'Send the JSON body as text/plain or application/json',
      })
      const { token, ancestorOrigin = '' } = body
      if (typeof token !== 'string' || !attestationTokenPattern.test(token))
        throw badRequest('token must be the attestation page’s frame token')
      if (typeof ancestorOrigin !== 'string' || ancestorOrigin.length > 2048)
        throw badRequest('ancestorOrigin must be a string')
      const cookie = attestationCookieName(token)
      const record = await redeemAttestationToken(c.var.db, {
        token,
        browserSecret: getCookie(c, cookie, 'host'),
      })
      deleteCookie(c, cookie, attestationCookieOptions(0))
      if (!record)
        throw new ApiError(
          403,
          'VERIFY_TOKEN_INVALID',
          'The frame token is unknown, used, expired or from another browser',
        )
      // Where the browser tells the frame its parent, it must be the page
      // the Referer named.
      if (
        ancestorOrigin &&
        parseBrowserOrigin(ancestorOrigin) !== record.origin
      )
        throw notFromFrame()
      const { origin, ...input } = record
      const attestation = await attest(c, input, origin)
      return c.json({ attestation })
    })
    .get('/v3/public-key', lookupLimit, async (c) => {
      const { publicJwk } = await getKey(c.var.db)
      c.header('Cache-Control', 'public, max-age=60')
      return c.json({
        publicKey: publicJwk,
        expiresAt: Math.floor(Date.now() / 1000) + 86_400,
      })
    })
    .get('/v3/attestation/:id', lookupLimit, async (c) => {
      const id = parseId(c.req.param('id'), 'id')
      const record = await findLiveAttestation(c.var.db, id)
      if (!record) throw notFound()
      c.header('Cache-Control', 'no-store')
      const { origin, isScam, isVerified, expiresAt } = record
      return c.json({ origin, isScam, isVerified, expiresAt })
    })
    .get('/attestation/:id', lookupLimit, async (c) => {
      const id = parseId(c.req.param('id'), 'id')
      const record = await findLiveAttestation(c.var.db, id)
      // The official SDK marks any answer VALID when its origin equals the
      // claimed URL: answer only what the v3 JWT would also tell it.
      if (!record || !(record.isVerified || record.isScam)) throw notFound()
      c.header('Cache-Control', 'no-store')
      const { origin, isScam, isVerified } = record
      return c.json({ origin, isScam, isVerified })
    })
  return new Hono<AppEnv>()
    .route('/', publicRoutes)
    .route('/', adminScamRoutes())
}
