import { formatUtcTime } from '../device/formatUtcTime.js'
import type { Mailer } from './createMailer.js'

const minutes = (ms: number) => Math.round(ms / 60_000)

/**
 * Mails a one-time code. The code is in the subject and the text (the
 * mail catcher and people both read it there).
 */
export async function sendCodeMail(
  mailer: Mailer,
  {
    to,
    code,
    ttlMs,
    purpose,
  }: {
    to: string
    code: string
    ttlMs: number
    purpose: 'login' | 'update_primary' | 'update_secondary'
  },
): Promise<void> {
  const what =
    purpose === 'login'
      ? 'sign in to your wallet'
      : purpose === 'update_primary'
        ? 'confirm changing the e-mail of your wallet'
        : 'confirm this new e-mail address for your wallet'
  await mailer.send({
    to,
    subject: `Your Latch code: ${code}`,
    text: `Your code to ${what} is ${code}.\n\nIt expires in ${minutes(ttlMs)} minutes. If you did not ask for it, ignore this e-mail.\n`,
  })
}

/**
 * Mails a device-approval link, naming the requesting device's IP, its
 * user-agent summary and the time (plain text: nothing is interpreted).
 */
export async function sendDeviceMail(
  mailer: Mailer,
  {
    to,
    link,
    ttlMs,
    clientIp,
    userAgent,
    at,
  }: {
    to: string
    link: string
    ttlMs: number
    clientIp: string
    userAgent: string
    /** When it asked, epoch ms. */
    at: number
  },
): Promise<void> {
  await mailer.send({
    to,
    subject: 'Approve a new device for your Latch wallet',
    text: `Someone (hopefully you) is signing in to your wallet from a new device:\n\n  Device: ${userAgent}\n  IP address: ${clientIp}\n  Time: ${formatUtcTime(at)}\n\nApprove it: ${link}\n\nThe link expires in ${minutes(ttlMs)} minutes. If it was not you, ignore this e-mail.\n`,
  })
}
