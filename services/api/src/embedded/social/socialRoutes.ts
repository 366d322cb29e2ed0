import type { Context } from 'hono'
import { Hono } from 'hono'
import { readBodyText } from '../../http/readBodyText.js'
import type { EmbeddedContext } from '../EmbeddedContext.js'
import { checkLimits } from '../email/checkLimits.js'
import { countLimits } from '../email/countLimits.js'
import type { EmbeddedEnv } from '../http/EmbeddedEnv.js'
import { embeddedErrors } from '../http/EmbeddedError.js'
import { embeddedClientIp } from '../http/embeddedClientIp.js'
import { readFrameRequest } from '../http/readFrameRequest.js'
import { serviceOrigin } from '../http/serviceOrigin.js'
import { buildAuthorizationUrl } from './buildAuthorizationUrl.js'
import { consumeSocialState } from './consumeSocialState.js'
import {
  createSocialRuntime,
  type SocialRuntime,
} from './createSocialRuntime.js'
import { createSocialState, SOCIAL_STATE_TTL_MS } from './createSocialState.js'
import { findSocialState } from './findSocialState.js'
import { finishSocialLogin } from './finishSocialLogin.js'
import { parseSocialCallbackUri } from './parseSocialCallbackUri.js'
import { readSocialProviders } from './readSocialProviders.js'
import { recordSocialCallback } from './recordSocialCallback.js'
import { renderSocialCallbackPage } from './renderSocialCallbackPage.js'
import type { SocialProvider } from './SocialProvider.js'
import { socialErrors } from './socialErrors.js'
import { socialProviderPresets } from './socialProviderPresets.js'

/** Where the routes are mounted (C's `createEmbeddedApp`). */
const SOCIAL_CALLBACK_PATH = '/v1/embedded/social/callback'

/** Live (unused, unexpired) logins one device may have open at once. */
const MAX_PENDING_PER_DEVICE = 20

export type SocialRoutesOptions = {
  /** `LATCH_EMBEDDED_<PROVIDER>_*` come from here. @default process.env */
  env?: Record<string, string | undefined> | undefined
  /** The providers, instead of reading them from `env`. */
  providers?: readonly SocialProvider[] | undefined
  /** Outgoing calls and caches. @default createSocialRuntime() */
  runtime?: SocialRuntime | undefined
  /** @default 600_000 (10 min) */
  stateTtlMs?: number | undefined
  /**
   * Logins one client IP may start per window (counted in
   * `embedded_failures`, like the e-mail limits).
   * @default { max: 100, windowMs: 600_000 }
   */
  redirectLimit?: { max: number; windowMs: number } | undefined
  /** Clock (tests). @default Date.now */
  now?: (() => number) | undefined
}

function callbackPage(
  c: Context,
  page: ReturnType<typeof renderSocialCallbackPage>,
  status: 200 | 400,
) {
  c.header('content-security-policy', page.csp)
  c.header('cache-control', 'no-store')
  c.header('referrer-policy', 'no-referrer')
  c.header('x-frame-options', 'DENY')
  return c.html(page.html, status)
}

/**
 * Social login of the embedded wallet (mounted at /v1/embedded/social;
 * packages/embedded/README.md):
 *
 * - `GET /providers` → `{ providers }`, the configured ones in order;
 * - `POST /redirect {projectId, origin, deviceId, provider}` → `{ uri }`,
 *   the provider's authorization URL (state + PKCE + nonce kept here);
 * - `GET|POST /callback` (POST: Apple's form_post) → the page that hands
 *   the callback URL to `window.opener` at the state's origin;
 * - `POST /connect {projectId, origin, deviceId, uri}` →
 *   `{ token, expiresAt, user }`; or `{…, state}` to finish with the URL
 *   the popup reached (409 `social_pending` until then).
 *
 * Providers come from `LATCH_EMBEDDED_<PROVIDER>_CLIENT_ID` / `_SECRET` /
 * `_ISSUER` (see `readSocialProviders`); a bad configuration throws here,
 * at start-up.
 *
 * @example
 * createEmbeddedExtension({ chains, socialRoutes, extraMigrations: socialMigrations })
 */
export function socialRoutes(
  context: EmbeddedContext,
  {
    env = process.env,
    providers = readSocialProviders(env),
    runtime = createSocialRuntime(),
    stateTtlMs = SOCIAL_STATE_TTL_MS,
    redirectLimit = { max: 100, windowMs: 600_000 },
    now = Date.now,
  }: SocialRoutesOptions = {},
): Hono<EmbeddedEnv> {
  const { db } = context
  const app = new Hono<EmbeddedEnv>()

  app.get('/providers', (c) =>
    c.json({ providers: providers.map((p) => p.name) }),
  )

  app.post('/redirect', async (c) => {
    const { body, project, origin, deviceId } = await readFrameRequest(
      c,
      context,
    )
    const name = body.provider
    if (typeof name !== 'string' || !Object.hasOwn(socialProviderPresets, name))
      throw socialErrors.unknownProvider()
    const provider = providers.find((p) => p.name === name)
    if (!provider) throw socialErrors.notConfigured(name)
    const at = now()
    const ipLimits = [
      {
        key: `social-ip:${embeddedClientIp(c)}`,
        max: redirectLimit.max,
        windowMs: redirectLimit.windowMs,
      },
    ]
    await checkLimits(db, ipLimits, at)
    const [pending] = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM embedded_social_states
       WHERE project_id = $1 AND device_id = $2 AND used_at IS NULL
         AND expires_at > to_timestamp($3::float8 / 1000)`,
      [project.id, deviceId, at],
    )
    if ((pending?.n ?? 0) >= MAX_PENDING_PER_DEVICE)
      throw embeddedErrors.tryAgain(60)
    const endpoints = await runtime.endpoints(provider)
    const redirectUri = `${serviceOrigin(context)}${SOCIAL_CALLBACK_PATH}`
    const secrets = await createSocialState(db, {
      projectId: project.id,
      deviceId,
      origin,
      provider: provider.name,
      redirectUri,
      ttlMs: stateTtlMs,
      now: at,
    })
    await countLimits(db, ipLimits, at)
    const uri = buildAuthorizationUrl({
      provider,
      endpoints,
      redirectUri,
      ...secrets,
    })
    return c.json({ uri })
  })

  /** The page for a callback with these parameters; records the URL. */
  async function callback(c: Context, read: (key: string) => string | null) {
    const state = read('state')
    const pending = state && (await findSocialState(db, { state, now: now() }))
    if (!state || !pending)
      return callbackPage(c, renderSocialCallbackPage({}), 400)
    const uri = new URL(pending.redirectUri)
    for (const key of ['code', 'state', 'error', 'iss']) {
      const value = read(key)
      if (value !== null) uri.searchParams.set(key, value.slice(0, 2048))
    }
    await recordSocialCallback(db, { state, callbackUri: uri.toString() })
    return callbackPage(
      c,
      renderSocialCallbackPage({
        targetOrigin: pending.origin,
        // GET: the page reports its own location.href.
        uri: c.req.method === 'GET' ? null : uri.toString(),
      }),
      200,
    )
  }

  app.get('/callback', (c) => callback(c, (key) => c.req.query(key) ?? null))

  // Apple's response_mode=form_post: the same page, with the callback URL
  // rebuilt from the posted fields (what /connect reads).
  app.post('/callback', async (c) => {
    const form = new URLSearchParams(
      await readBodyText(c, { maxBytes: 16_384 }),
    )
    return callback(c, (key) => form.get(key))
  })

  app.post('/connect', async (c) => {
    const { body, project, origin, deviceId } = await readFrameRequest(
      c,
      context,
    )
    const callbackUrl = `${serviceOrigin(context)}${SOCIAL_CALLBACK_PATH}`
    let uri = body.uri
    // The relay: `{ state }` instead of `{ uri }` when the popup could not
    // post its URL to the opener (409 until the popup got there).
    if (uri === undefined && typeof body.state === 'string') {
      const pending = await findSocialState(db, {
        state: body.state,
        now: now(),
      })
      const bound =
        pending?.projectId === project.id &&
        pending.deviceId === deviceId &&
        pending.origin === origin
      if (!pending?.callbackUri) {
        if (bound) throw socialErrors.pending()
        // Unknown, used, expired or foreign: its precise error (and burnt).
        await consumeSocialState(db, {
          state: body.state,
          projectId: project.id,
          deviceId,
          origin,
          now: now(),
        })
        throw socialErrors.unknownState()
      }
      uri = pending.callbackUri
    }
    const params = parseSocialCallbackUri(uri, callbackUrl)
    const login = await finishSocialLogin(context, {
      runtime,
      providers,
      params,
      projectId: project.id,
      deviceId,
      origin,
      now: now(),
    })
    return c.json(login)
  })

  return app
}
