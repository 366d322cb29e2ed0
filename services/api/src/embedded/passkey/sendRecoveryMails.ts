import type { Mailer } from '../email/createMailer.js'

const minutes = (ms: number) => Math.round(ms / 60_000)

/**
 * The one-time code of a passkey wallet's e-mail: attaching the address
 * (`passkey_email`) or recovering the wallet with it (`passkey_recover`).
 */
export async function sendPasskeyCodeMail(
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
    purpose: 'passkey_email' | 'passkey_recover'
  },
): Promise<void> {
  const what =
    purpose === 'passkey_email'
      ? 'add this e-mail to your passkey wallet for recovery'
      : 'recover your passkey wallet on a new device'
  await mailer.send({
    to,
    subject: `Your Latch code: ${code}`,
    text: `Your code to ${what} is ${code}.\n\nIt expires in ${minutes(ttlMs)} minutes. If you did not ask for it, ignore this e-mail.\n`,
  })
}

/** Tells the wallet's e-mail that recovery added a passkey to the wallet. */
export async function sendPasskeyAddedMail(
  mailer: Mailer,
  { to, account, chainId }: { to: string; account: string; chainId: number },
): Promise<void> {
  await mailer.send({
    to,
    subject: 'A passkey was added to your Latch wallet',
    text: `A new passkey was added to your wallet ${account} (chain ${chainId}) by recovery with this e-mail address.\n\nIf it was not you, someone has access to this mailbox: move your funds with your own passkey now.\n`,
  })
}
