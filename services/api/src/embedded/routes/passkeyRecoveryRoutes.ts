import { type Context, Hono } from 'hono'
import type { EmbeddedContext } from '../EmbeddedContext.js'
import { createEmailCode } from '../email/createEmailCode.js'
import type { Limit } from '../email/Limit.js'
import { parseEmail } from '../email/parseEmail.js'
import { verifyEmailCode } from '../email/verifyEmailCode.js'
import type { EmbeddedEnv } from '../http/EmbeddedEnv.js'
import { embeddedErrors } from '../http/EmbeddedError.js'
import { embeddedClientIp } from '../http/embeddedClientIp.js'
import { embeddedIpRateLimit } from '../http/embeddedIpRateLimit.js'
import { readFrameRequest } from '../http/readFrameRequest.js'
import { requireSession } from '../http/requireSession.js'
import { findEmbeddedUser } from '../login/findEmbeddedUser.js'
import { openSession } from '../login/openSession.js'
import { addPasskeyOnChain } from '../passkey/addPasskeyOnChain.js'
import { loadRecoveryKey } from '../passkey/loadRecoveryKey.js'
import { passkeyErrors } from '../passkey/passkeyErrors.js'
import {
  sendPasskeyAddedMail,
  sendPasskeyCodeMail,
} from '../passkey/sendRecoveryMails.js'
import { verifyPasskeyRegistration } from '../passkey/verifyPasskeyRegistration.js'
import { hasBundler } from '../smartAccount/loadUserSmartAccount.js'

/**
 * Recovery calls per client IP (on top of the passkey bucket): each mails
 * a code or, at most once per code, signs a user operation.
 */
export const EMBEDDED_PASSKEY_RECOVERY_RATE_LIMIT = {
  ratePerSecond: 0.2,
  burst: 10,
}

/** The identity kind of a passkey wallet's recovery e-mail. */
const RECOVERY_EMAIL = 'passkey_email'

/**
 * Recovery of passkey wallets by e-mail (mounted at /v1/embedded):
 * - POST /passkey/email `{ email }` (bearer, a passkey user with a
 *   recovery key) → a code to that address; /passkey/email/verify
 *   `{ otp }` → the address attached (`{ user }`).
 * - POST /passkey/recover `{ email }` → a code to the address when a
 *   passkey wallet of the app has it (the same answer either way: no
 *   address is confirmed to a stranger); /passkey/recover/verify `{ email,
 *   otp, chainId, credential }` (a fresh code and a new passkey's
 *   registration over a `recover` challenge) → the recovery key signs one
 *   user operation, `addKey` of the new passkey on the wallet, on that
 *   chain; once it landed, the passkey is stored, a notice mailed and a
 *   session opened (`{ token, expiresAt, user }`, as a passkey login).
 */
export function passkeyRecoveryRoutes(
  context: EmbeddedContext,
): Hono<EmbeddedEnv> {
  const { db, settings, mailer, chains } = context
  const app = new Hono<EmbeddedEnv>()
  const limit = embeddedIpRateLimit(EMBEDDED_PASSKEY_RECOVERY_RATE_LIMIT)
  // One bucket: `/x/*` matches `/x` too.
  app.use('/passkey/email/*', limit)
  app.use('/passkey/recover/*', limit)
  const mailCode = async (
    c: Context<EmbeddedEnv>,
    code: {
      projectId: string
      email: string
      deviceId: string
      userId: string
      purpose: 'passkey_email' | 'passkey_recover'
      limits: Limit[]
    },
  ) => {
    const otp = await createEmailCode(db, {
      ...code,
      newEmail: code.email,
      settings,
    })
    await sendPasskeyCodeMail(mailer, {
      to: code.email,
      code: otp,
      ttlMs: settings.codeTtlMs,
      purpose: code.purpose,
    })
    return c.json({ action: 'VERIFY_OTP' })
  }
  const mailLimits = (
    c: Context<EmbeddedEnv>,
    projectId: string,
    email: string,
  ) => {
    const ip = embeddedClientIp(c)
    const { mailLimit, newDeviceMailLimit: fresh } = settings
    return [
      { key: `mail-ip:${ip}`, ...mailLimit },
      {
        key: `mail-new:${projectId}:${email}`,
        max: fresh.max,
        windowMs: fresh.windowMs,
      },
      {
        key: `mail-new-ip:${projectId}:${email}:${ip}`,
        max: fresh.maxPerIp,
        windowMs: fresh.windowMs,
      },
    ]
  }

  app.post('/passkey/email', async (c) => {
    const { body, project, deviceId } = await readFrameRequest(c, context)
    const session = await requireSession(c, context, { projectId: project.id })
    if (!session.user.passkey)
      throw embeddedErrors.badRequest(
        'Only a passkey wallet adds a recovery e-mail',
      )
    if (!session.user.passkeyAccount?.owner) throw passkeyErrors.noRecovery()
    const email = parseEmail(body.email)
    const [taken] = await db.query<{ user_id: string }>(
      `SELECT user_id FROM embedded_identities
       WHERE project_id = $1 AND kind IN ('email', $3) AND subject = $2`,
      [project.id, email, RECOVERY_EMAIL],
    )
    if (taken && taken.user_id !== session.userId)
      throw passkeyErrors.emailInUse()
    return mailCode(c, {
      projectId: project.id,
      email,
      deviceId,
      userId: session.userId,
      purpose: 'passkey_email',
      limits: [
        { key: `mail-ip:${embeddedClientIp(c)}`, ...settings.mailLimit },
      ],
    })
  })

  app.post('/passkey/email/verify', async (c) => {
    const { body, project, deviceId } = await readFrameRequest(c, context)
    const session = await requireSession(c, context, { projectId: project.id })
    if (!session.user.passkey) throw embeddedErrors.invalidOtp()
    const accepted = await verifyEmailCode(db, {
      projectId: project.id,
      purpose: 'passkey_email',
      userId: session.userId,
      deviceId,
      otp: body.otp,
      ip: embeddedClientIp(c),
      settings,
    })
    const email = accepted.new_email
    if (!email) throw embeddedErrors.invalidOtp()
    await db
      .transaction(async (tx) => {
        await tx.query(
          `DELETE FROM embedded_identities
           WHERE project_id = $1 AND kind = $3 AND user_id = $2`,
          [project.id, session.userId, RECOVERY_EMAIL],
        )
        await tx.query(
          `INSERT INTO embedded_identities (project_id, kind, subject, user_id)
           VALUES ($1, $4, $2, $3)`,
          [project.id, email, session.userId, RECOVERY_EMAIL],
        )
        await tx.query('UPDATE embedded_users SET email = $2 WHERE id = $1', [
          session.userId,
          email,
        ])
      })
      .catch((error: unknown) => {
        // The identity's primary key: taken in the meantime.
        if ((error as { code?: string }).code === '23505')
          throw passkeyErrors.emailInUse()
        throw error
      })
    return c.json({ user: { ...session.user, email } })
  })

  app.post('/passkey/recover', async (c) => {
    const { body, project, deviceId } = await readFrameRequest(c, context)
    const email = parseEmail(body.email)
    const limits = mailLimits(c, project.id, email)
    const [wallet] = await db.query<{ user_id: string }>(
      `SELECT i.user_id FROM embedded_identities i
       JOIN embedded_keys k ON k.user_id = i.user_id AND k.namespace = 'recovery'
       WHERE i.project_id = $1 AND i.kind = $3 AND i.subject = $2`,
      [project.id, email, RECOVERY_EMAIL],
    )
    // No wallet to recover: the same answer, no mail (the code never
    // comes; /recover/verify refuses every code).
    if (!wallet) return c.json({ action: 'VERIFY_OTP' })
    return mailCode(c, {
      projectId: project.id,
      email,
      deviceId,
      userId: wallet.user_id,
      purpose: 'passkey_recover',
      limits,
    })
  })

  app.post('/passkey/recover/verify', async (c) => {
    const { body, project, origin, deviceId } = await readFrameRequest(
      c,
      context,
    )
    const email = parseEmail(body.email)
    const chain = chains.find((each) => each.chainId === Number(body.chainId))
    if (!chain || !hasBundler(chain))
      throw embeddedErrors.badRequest(
        'Smart accounts are not enabled on this network',
      )
    // The code first (counted, single use), then the new passkey.
    const accepted = await verifyEmailCode(db, {
      projectId: project.id,
      purpose: 'passkey_recover',
      email,
      deviceId,
      otp: body.otp,
      ip: embeddedClientIp(c),
      settings,
    })
    const userId = accepted.user_id
    if (!userId) throw embeddedErrors.invalidOtp()
    const passkey = await verifyPasskeyRegistration(db, {
      credential: body.credential,
      projectId: project.id,
      deviceId,
      settings,
      purpose: 'recover',
    })
    const [taken] = await db.query(
      'SELECT 1 FROM embedded_passkeys WHERE credential_id = $1',
      [passkey.id],
    )
    if (taken) throw passkeyErrors.invalid()
    const user = await findEmbeddedUser(db, { id: userId })
    if (!user?.passkeyAccount) throw embeddedErrors.invalidOtp()
    // The only place the recovery key is decrypted: one addKey.
    const recoveryKey = await loadRecoveryKey(db, {
      userId,
      masterKey: settings.masterKey,
    })
    const hash = await addPasskeyOnChain({
      user,
      recoveryKey,
      passkey,
      chain,
    })
    // Stored with the operation's hash: embedded_passkey_recoveries is the
    // log of what the recovery key signed.
    const login = await db.transaction(async (tx) => {
      await tx.query(
        `INSERT INTO embedded_passkeys (credential_id, project_id, user_id, public_key)
         VALUES ($1, $2, $3, $4)`,
        [passkey.id, project.id, userId, passkey.publicKey],
      )
      await tx.query(
        `INSERT INTO embedded_passkey_recoveries
           (user_operation_hash, project_id, user_id, credential_id, chain_id, email)
         VALUES ($1, $2, $3, $4, $5, $6)`,
        [
          hash.toLowerCase(),
          project.id,
          userId,
          passkey.id,
          chain.chainId,
          email,
        ],
      )
      const session = await openSession(tx, {
        projectId: project.id,
        userId,
        deviceId,
        origin,
        ttlMs: settings.sessionTtlMs,
        now: Date.now(),
        passkeyId: passkey.id,
      })
      return session
    })
    await sendPasskeyAddedMail(mailer, {
      to: email,
      account: user.address,
      chainId: chain.chainId,
    })
    return c.json({ ...login, user: { ...user, passkey } })
  })

  return app
}
