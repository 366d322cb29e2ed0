import { type Context, Hono } from 'hono'
import type { Db } from '../../db/Db.js'
import { createDeviceLink } from '../device/createDeviceLink.js'
import { summariseUserAgent } from '../device/summariseUserAgent.js'
import { waitForDeviceApproval } from '../device/waitForDeviceApproval.js'
import type { EmbeddedContext } from '../EmbeddedContext.js'
import type { CreateEmailCodeParameters } from '../email/createEmailCode.js'
import type { Limit } from '../email/Limit.js'
import { mailEmailCode } from '../email/mailEmailCode.js'
import { parseEmail } from '../email/parseEmail.js'
import { sendDeviceMail } from '../email/sendCodeMail.js'
import { verifyEmailCode } from '../email/verifyEmailCode.js'
import type { EmbeddedEnv } from '../http/EmbeddedEnv.js'
import { EmbeddedError } from '../http/EmbeddedError.js'
import { embeddedClientAddress } from '../http/embeddedClientAddress.js'
import { embeddedClientIp } from '../http/embeddedClientIp.js'
import { readFrameRequest } from '../http/readFrameRequest.js'
import { serviceOrigin } from '../http/serviceOrigin.js'
import { createEmbeddedLogin } from '../login/createEmbeddedLogin.js'

async function findEmailUser(
  db: Db,
  {
    projectId,
    email,
    deviceId,
  }: { projectId: string; email: string; deviceId: string },
) {
  const [row] = await db.query<{ user_id: string; known: boolean }>(
    `SELECT i.user_id, EXISTS (SELECT 1 FROM embedded_devices d
       WHERE d.user_id = i.user_id AND d.device_id = $3) AS known
     FROM embedded_identities i
     WHERE i.project_id = $1 AND i.kind = 'email' AND i.subject = $2`,
    [projectId, email, deviceId],
  )
  return row
}

/** Device long-polls one process holds at once. */
const MAX_WAITING = 200

/**
 * POST /email/connect, /email/device and /email/otp (mounted at
 * /v1/embedded): e-mail login with one-time codes and new-device links.
 */
export function emailRoutes(context: EmbeddedContext): Hono<EmbeddedEnv> {
  const { db, settings, mailer } = context
  const app = new Hono<EmbeddedEnv>()
  let waiting = 0
  /** Mails a login code to `email` for this device: 'VERIFY_OTP'. */
  const mailLoginCode = async (
    c: Context<EmbeddedEnv>,
    code: Omit<CreateEmailCodeParameters, 'purpose' | 'settings'>,
  ) => {
    await mailEmailCode(db, mailer, { ...code, purpose: 'login', settings })
    return c.json({ action: 'VERIFY_OTP' })
  }

  app.post('/email/connect', async (c) => {
    const { body, project, deviceId } = await readFrameRequest(c, context)
    const email = parseEmail(body.email)
    const ip = embeddedClientIp(c)
    const user = await findEmailUser(db, {
      projectId: project.id,
      email,
      deviceId,
    })
    // Per client IP across addresses (against mail bombing); mails to
    // devices never approved for this address also per address and per
    // (address, IP): an attacker's fresh device ids fill those, never the
    // owner's known devices (the cooldown is per address and device).
    const { mailLimit, newDeviceMailLimit: fresh } = settings
    const limits: Limit[] = [
      { key: `mail-ip:${ip}`, ...mailLimit },
      ...(user?.known
        ? []
        : [
            {
              key: `mail-new:${project.id}:${email}`,
              max: fresh.max,
              windowMs: fresh.windowMs,
            },
            {
              key: `mail-new-ip:${project.id}:${email}:${ip}`,
              max: fresh.maxPerIp,
              windowMs: fresh.windowMs,
            },
          ]),
    ]
    if (user && !user.known) {
      const clientIp = embeddedClientAddress(c)
      const userAgent = summariseUserAgent(c.req.header('user-agent'))
      const token = await createDeviceLink(db, {
        projectId: project.id,
        email,
        deviceId,
        userId: user.user_id,
        clientIp,
        userAgent,
        limits,
        settings,
      })
      await sendDeviceMail(mailer, {
        to: email,
        link: `${serviceOrigin(context)}/v1/embedded/device/approve?token=${token}`,
        ttlMs: settings.deviceLinkTtlMs,
        clientIp,
        userAgent,
        at: Date.now(),
      })
      return c.json({ action: 'VERIFY_DEVICE' })
    }
    return mailLoginCode(c, {
      projectId: project.id,
      email,
      deviceId,
      userId: user?.user_id,
      limits,
    })
  })

  app.post('/email/device', async (c) => {
    const { body, project, deviceId } = await readFrameRequest(c, context)
    const email = parseEmail(body.email)
    // Long-polls hold a connection and poll the database: bounded per
    // process; past the bound the frame is told to ask again, at once.
    const full = waiting >= MAX_WAITING
    waiting++
    const state = await waitForDeviceApproval(db, {
      projectId: project.id,
      email,
      deviceId,
      timeoutMs: full ? 0 : settings.devicePollMs,
      signal: c.req.raw.signal,
    }).finally(() => {
      waiting--
    })
    if (state === 'none')
      throw new EmbeddedError(
        400,
        'no_device_pending',
        'No device approval was requested',
      )
    if (state === 'pending')
      throw new EmbeddedError(408, 'device_pending', 'Device approval pending')
    // One code per approval: asking again does not mail again.
    const [sent] = await db.query(
      `SELECT 1 FROM embedded_codes WHERE project_id = $1 AND email = $2
         AND device_id = $3 AND purpose = 'login' AND created_at >= (
           SELECT max(approved_at) FROM embedded_device_links
           WHERE project_id = $1 AND email = $2 AND device_id = $3)`,
      [project.id, email, deviceId],
    )
    if (sent) return c.json({ action: 'VERIFY_OTP' })
    const user = await findEmailUser(db, {
      projectId: project.id,
      email,
      deviceId,
    })
    // The link was the mail of this cooldown window; the code follows it.
    return mailLoginCode(c, {
      projectId: project.id,
      email,
      deviceId,
      userId: user?.user_id,
      cooldown: false,
    })
  })

  app.post('/email/otp', async (c) => {
    const { body, project, origin, deviceId } = await readFrameRequest(
      c,
      context,
    )
    const email = parseEmail(body.email)
    await verifyEmailCode(db, {
      projectId: project.id,
      purpose: 'login',
      email,
      deviceId,
      otp: body.otp,
      ip: embeddedClientIp(c),
      settings,
    })
    const login = await createEmbeddedLogin(db, {
      projectId: project.id,
      origin,
      deviceId,
      identity: { kind: 'email', email },
      settings,
    })
    return c.json(login)
  })

  return app
}
