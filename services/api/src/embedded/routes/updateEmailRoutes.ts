import { Hono } from 'hono'
import { hasRows } from '../../db/hasRows.js'
import type { EmbeddedContext } from '../EmbeddedContext.js'
import { mailEmailCode } from '../email/mailEmailCode.js'
import { parseEmail } from '../email/parseEmail.js'
import { verifyEmailCode } from '../email/verifyEmailCode.js'
import type { EmbeddedEnv } from '../http/EmbeddedEnv.js'
import { EmbeddedError, embeddedErrors } from '../http/EmbeddedError.js'
import { embeddedClientIp } from '../http/embeddedClientIp.js'
import { readFrameRequest } from '../http/readFrameRequest.js'
import { requireSession } from '../http/requireSession.js'
import { findEmbeddedSession } from '../login/findEmbeddedSession.js'

const inUse = () =>
  new EmbeddedError(409, 'email_in_use', 'This e-mail is already in use')

/**
 * The e-mail update of SPEC §4 (bearer): POST /email/update `{ email }` →
 * code to the current address → /email/update/primary `{ otp }` → code to
 * the new address → /email/update/secondary `{ otp }` → `{ user }` with the
 * new address stored.
 */
export function updateEmailRoutes(context: EmbeddedContext): Hono<EmbeddedEnv> {
  const { db, settings, mailer } = context
  const app = new Hono<EmbeddedEnv>()
  const start = async (c: Parameters<typeof readFrameRequest>[0]) => {
    const request = await readFrameRequest(c, context)
    const session = await requireSession(c, context, {
      projectId: request.project.id,
    })
    return { ...request, session }
  }
  /** A step's code checked: the new address the code was issued for. */
  const verify = async (
    c: Parameters<typeof readFrameRequest>[0],
    purpose: 'update_primary' | 'update_secondary',
  ) => {
    const { body, project, deviceId, session } = await start(c)
    const accepted = await verifyEmailCode(db, {
      projectId: project.id,
      purpose,
      userId: session.userId,
      deviceId,
      otp: body.otp,
      ip: embeddedClientIp(c),
      settings,
    })
    const newEmail = accepted.new_email
    if (!newEmail) throw embeddedErrors.invalidOtp()
    return { project, deviceId, session, newEmail }
  }
  const taken = (projectId: string, email: string) =>
    hasRows(
      db,
      `SELECT 1 FROM embedded_identities WHERE project_id = $1 AND kind = 'email' AND subject = $2`,
      [projectId, email],
    )

  app.post('/email/update', async (c) => {
    const { body, project, deviceId, session } = await start(c)
    const newEmail = parseEmail(body.email)
    const current = session.user.email
    if (!current)
      throw embeddedErrors.badRequest('This wallet has no e-mail to update')
    if (newEmail === current)
      throw embeddedErrors.badRequest('This is already your e-mail')
    if (await taken(project.id, newEmail)) throw inUse()
    await mailEmailCode(db, mailer, {
      projectId: project.id,
      email: current,
      purpose: 'update_primary',
      deviceId,
      userId: session.userId,
      newEmail,
      settings,
    })
    return c.json({ action: 'VERIFY_PRIMARY_OTP' })
  })

  app.post('/email/update/primary', async (c) => {
    const { project, deviceId, session, newEmail } = await verify(
      c,
      'update_primary',
    )
    await mailEmailCode(db, mailer, {
      projectId: project.id,
      email: newEmail,
      purpose: 'update_secondary',
      deviceId,
      userId: session.userId,
      newEmail,
      cooldown: false,
      settings,
    })
    return c.json({ action: 'VERIFY_SECONDARY_OTP' })
  })

  app.post('/email/update/secondary', async (c) => {
    const { project, session, newEmail } = await verify(c, 'update_secondary')
    await db
      .transaction(async (tx) => {
        await tx.query(
          `UPDATE embedded_identities SET subject = $3
           WHERE project_id = $1 AND kind = 'email' AND user_id = $2`,
          [project.id, session.userId, newEmail],
        )
        await tx.query('UPDATE embedded_users SET email = $2 WHERE id = $1', [
          session.userId,
          newEmail,
        ])
      })
      .catch((error: unknown) => {
        // The primary key of embedded_identities: taken in the meantime.
        if ((error as { code?: string }).code === '23505') throw inUse()
        throw error
      })
    const token = (c.req.header('authorization') ?? '').slice(7)
    const updated = await findEmbeddedSession(db, { token })
    return c.json({
      user: updated?.user ?? { ...session.user, email: newEmail },
      newEmail,
    })
  })

  return app
}
