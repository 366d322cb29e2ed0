import type { Db } from '../../db/Db.js'
import {
  type CreateEmailCodeParameters,
  createEmailCode,
} from './createEmailCode.js'
import type { Mailer } from './createMailer.js'
import { sendCodeMail } from './sendCodeMail.js'

/**
 * Issues a one-time code (`createEmailCode`: cooldown, hashed, earlier
 * codes burnt) and mails it to the address it is for.
 */
export async function mailEmailCode(
  db: Db,
  mailer: Mailer,
  parameters: CreateEmailCodeParameters & {
    purpose: 'login' | 'update_primary' | 'update_secondary'
  },
): Promise<void> {
  const code = await createEmailCode(db, parameters)
  await sendCodeMail(mailer, {
    to: parameters.email,
    code,
    ttlMs: parameters.settings.codeTtlMs,
    purpose: parameters.purpose,
  })
}
