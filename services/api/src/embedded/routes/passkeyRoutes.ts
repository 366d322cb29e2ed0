import { Hono } from 'hono'
import type { EmbeddedContext } from '../EmbeddedContext.js'
import type { EmbeddedEnv } from '../http/EmbeddedEnv.js'
import { embeddedErrors } from '../http/EmbeddedError.js'
import { embeddedIpRateLimit } from '../http/embeddedIpRateLimit.js'
import { readFrameRequest } from '../http/readFrameRequest.js'
import { createPasskeyChallenge } from '../passkey/createPasskeyChallenge.js'
import { createPasskeyLogin } from '../passkey/createPasskeyLogin.js'
import { passkeyErrors } from '../passkey/passkeyErrors.js'
import { verifyPasskeyAssertion } from '../passkey/verifyPasskeyAssertion.js'
import { verifyPasskeyRegistration } from '../passkey/verifyPasskeyRegistration.js'

/**
 * Passkey calls per client IP: a sign-up or login takes two (challenge,
 * then register or login); a flood of challenges fills no table.
 */
export const EMBEDDED_PASSKEY_RATE_LIMIT = { ratePerSecond: 2, burst: 30 }

/**
 * POST /passkey/challenge `{ purpose: 'register' | 'login' | 'recover' }` → `{
 * challenge, expiresAt }`; POST /passkey/register `{ credential }` (a
 * WebAuthn registration) → a new passkey user's `{ token, expiresAt, user
 * }`; POST /passkey/login `{ credential }` (an assertion) → the same for
 * the passkey's user. Mounted at /v1/embedded; the frame is the only
 * caller (its origin is the relying party).
 */
export function passkeyRoutes(context: EmbeddedContext): Hono<EmbeddedEnv> {
  const { db, settings } = context
  const app = new Hono<EmbeddedEnv>()
  // One bucket for the three: each challenge is a stored row, each
  // register or login a signature check.
  app.use('/passkey/*', embeddedIpRateLimit(EMBEDDED_PASSKEY_RATE_LIMIT))
  app.post('/passkey/challenge', async (c) => {
    const { body, project, deviceId } = await readFrameRequest(c, context)
    const { purpose } = body
    if (purpose !== 'register' && purpose !== 'login' && purpose !== 'recover')
      throw embeddedErrors.badRequest(
        "purpose must be 'register', 'login' or 'recover'",
      )
    return c.json(
      await createPasskeyChallenge(db, {
        projectId: project.id,
        deviceId,
        purpose,
      }),
    )
  })
  app.post('/passkey/register', async (c) => {
    const { body, project, origin, deviceId } = await readFrameRequest(
      c,
      context,
    )
    const passkey = await verifyPasskeyRegistration(db, {
      credential: body.credential,
      projectId: project.id,
      deviceId,
      settings,
    })
    const [taken] = await db.query(
      'SELECT 1 FROM embedded_passkeys WHERE credential_id = $1',
      [passkey.id],
    )
    if (taken) throw passkeyErrors.invalid()
    return c.json(
      await createPasskeyLogin(db, {
        projectId: project.id,
        origin,
        deviceId,
        settings,
        passkey,
      }),
    )
  })
  app.post('/passkey/login', async (c) => {
    const { body, project, origin, deviceId } = await readFrameRequest(
      c,
      context,
    )
    const { userId, credentialId } = await verifyPasskeyAssertion(db, {
      credential: body.credential,
      projectId: project.id,
      deviceId,
      settings,
    })
    return c.json(
      await createPasskeyLogin(db, {
        projectId: project.id,
        origin,
        deviceId,
        settings,
        userId,
        credentialId,
      }),
    )
  })
  return app
}
