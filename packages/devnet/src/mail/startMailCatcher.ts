import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { simpleParser } from 'mailparser'
import { SMTPServer } from 'smtp-server'

/** One mail the catcher received. */
export type CaughtMail = {
  /** 1, 2, 3… in arrival order. */
  id: number
  /** Envelope sender. */
  from: string
  /** Envelope recipients, lowercased. */
  to: string[]
  subject: string
  text: string
  /** ISO 8601 arrival time. */
  date: string
}

export type StartMailCatcherParameters = {
  /** @default '127.0.0.1' */
  host?: string | undefined
  /** SMTP port; 0 picks a free one. @default 2525 */
  smtpPort?: number | undefined
  /** Port of the page listing the mails; 0 picks a free one. @default 8025 */
  httpPort?: number | undefined
  /** Mails kept (oldest dropped). @default 200 */
  keep?: number | undefined
}

export type StartMailCatcherReturnType = {
  /** `smtp://host:port` for `LATCH_EMBEDDED_SMTP_URL`. */
  smtpUrl: string
  /** The page a person reads the codes on; `/messages.json?to=` for tests. */
  url: string
  /** Newest first, optionally only those to `to`. */
  messages(to?: string): CaughtMail[]
  /** Resolves with the first mail to `to` arriving after `since` (an id). */
  waitForMail(params: {
    to: string
    since?: number
    timeoutMs?: number
  }): Promise<CaughtMail>
  close(): Promise<void>
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`)

/**
 * A local SMTP server (`smtp-server`, no TLS, any or no login) that keeps
 * the last mails in memory and shows them on an HTTP page, for `npm start`
 * (a person reads the demo's codes there) and tests (`GET
 * /messages.json?to=`). Loopback development only.
 *
 * @example
 * const mail = await startMailCatcher({ smtpPort: 0, httpPort: 0 })
 * env.LATCH_EMBEDDED_SMTP_URL = mail.smtpUrl
 */
export async function startMailCatcher({
  host = '127.0.0.1',
  smtpPort = 2525,
  httpPort = 8025,
  keep = 200,
}: StartMailCatcherParameters = {}): Promise<StartMailCatcherReturnType> {
  const mails: CaughtMail[] = []
  const waiters = new Set<() => void>()
  let next = 1
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    size: 1_048_576,
    logger: false,
    onAuth: (_auth, _session, done) => done(null, { user: 'any' }),
    onData(stream, session, done) {
      simpleParser(stream)
        .then((parsed) => {
          const from = session.envelope.mailFrom
          mails.unshift({
            id: next++,
            from: from ? from.address : '',
            to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            date: new Date().toISOString(),
          })
          mails.splice(keep)
          for (const wake of waiters) wake()
          done()
        })
        .catch((error: Error) => done(error))
    },
  })
  await new Promise<void>((resolve, reject) => {
    smtp.once('error', reject)
    smtp.listen(smtpPort, host, () => resolve())
  })
  const messages = (to?: string) =>
    to ? mails.filter((m) => m.to.includes(to.toLowerCase())) : [...mails]
  const http: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost')
    res.setHeader('cache-control', 'no-store')
    if (url.pathname === '/messages.json') {
      res.setHeader('content-type', 'application/json')
      res.end(JSON.stringify(messages(url.searchParams.get('to') ?? undefined)))
      return
    }
    if (url.pathname !== '/') {
      res.statusCode = 404
      res.end('Not found')
      return
    }
    res.setHeader('content-type', 'text/html; charset=utf-8')
    res.setHeader(
      'content-security-policy',
      "default-src 'none'; style-src 'unsafe-inline'",
    )
    const rows = mails
      .map(
        (m) =>
          `<article><h2>${escapeHtml(m.subject)}</h2><p><small>#${m.id} · ${escapeHtml(m.date)} · to ${escapeHtml(m.to.join(', '))}</small></p><pre>${escapeHtml(m.text)}</pre></article>`,
      )
      .join('\n')
    res.end(`<!doctype html><html lang="en"><head><meta charset="utf-8"><meta http-equiv="refresh" content="5">
<title>Latch mail catcher</title><style>body{font:15px system-ui;max-width:50rem;margin:2rem auto}pre{white-space:pre-wrap;background:#f4f4f4;padding:.5rem}</style></head>
<body><h1>Latch mail catcher</h1><p>Mails sent by the embedded wallet (newest first; refreshes every 5 s).</p>${rows || '<p>No mail yet.</p>'}</body></html>`)
  })
  await new Promise<void>((resolve, reject) => {
    http.once('error', reject)
    http.listen(httpPort, host, () => resolve())
  })
  const urlHost = host.includes(':') ? `[${host}]` : host
  const smtpAddress = smtp.server.address() as AddressInfo
  const httpAddress = http.address() as AddressInfo
  return {
    smtpUrl: `smtp://${urlHost}:${smtpAddress.port}`,
    url: `http://${urlHost}:${httpAddress.port}`,
    messages,
    waitForMail({ to, since = 0, timeoutMs = 10_000 }) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = messages(to)
            .filter((m) => m.id > since)
            .at(-1)
          if (!found) return false
          waiters.delete(check)
          clearTimeout(timer)
          resolve(found)
          return true
        }
        const timer = setTimeout(() => {
          waiters.delete(check)
          reject(new Error(`No mail to ${to} within ${timeoutMs} ms`))
        }, timeoutMs)
        waiters.add(check)
        check()
      })
    },
    async close() {
      http.closeAllConnections()
      await new Promise<void>((resolve) => http.close(() => resolve()))
      await new Promise<void>((resolve) => smtp.close(() => resolve()))
    },
  }
}
