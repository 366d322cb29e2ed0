import nodemailer from 'nodemailer'

/** One mail the service sends (codes, device links). */
export type Mail = {
  to: string
  subject: string
  text: string
  html?: string | undefined
}

/** Sends mail; `close()` releases the SMTP connections. */
export type Mailer = {
  send(mail: Mail): Promise<void>
  close(): void
}

/**
 * A mailer over any SMTP server (`smtp://user:pass@host:port`,
 * `smtps://…`), built with nodemailer, which writes every header itself
 * (the addresses it gets are validated by `parseEmail` first).
 *
 * @example
 * const mailer = createMailer({ smtpUrl: 'smtp://127.0.0.1:2525', from: 'Latch <no-reply@latch.localhost>' })
 */
export function createMailer({
  smtpUrl,
  from,
}: {
  smtpUrl: string
  from: string
}): Mailer {
  const transport = nodemailer.createTransport(smtpUrl)
  return {
    async send({ to, subject, text, html }) {
      await transport.sendMail({
        from,
        to,
        subject,
        text,
        ...(html ? { html } : {}),
        disableFileAccess: true,
        disableUrlAccess: true,
      })
    },
    close: () => transport.close(),
  }
}
