import { Hono } from 'hono'
import { html } from 'hono/html'
import type { HtmlEscapedString } from 'hono/utils/html'
import { approveDeviceLink } from '../device/approveDeviceLink.js'
import { findDeviceLink } from '../device/findDeviceLink.js'
import { formatUtcTime } from '../device/formatUtcTime.js'
import type { EmbeddedContext } from '../EmbeddedContext.js'
import type { EmbeddedEnv } from '../http/EmbeddedEnv.js'

type Html = HtmlEscapedString | Promise<HtmlEscapedString>

// hono/html escapes every interpolated value (the device's IP and
// user-agent summary included); only `content` built the same way nests.
const page = (title: string, content: Html) => html`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>${title}</title></head>
<body><main><h1>${title}</h1>${content}</main></body></html>`

/**
 * The link of the new-device mail, in two steps so that a mail scanner
 * following links approves nothing: GET /device/approve?token= shows the
 * requesting device (IP address, browser and system, time) and an
 * "Approve device" button (no side effect), which POSTs the token back to
 * /device/approve; that approves the device (single use) and answers
 * "Device approved".
 */
export function deviceRoutes(context: EmbeddedContext): Hono<EmbeddedEnv> {
  const app = new Hono<EmbeddedEnv>()
  app.use('/device/approve', async function headers(c, next) {
    await next()
    c.header('cache-control', 'no-store')
    c.header(
      'content-security-policy',
      "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'self'",
    )
    c.header('referrer-policy', 'no-referrer')
  })
  const expired = () =>
    page(
      'Link expired',
      html`<p>This link is invalid, expired or already used. Sign in again to get a new one.</p>`,
    )
  app.get('/device/approve', async (c) => {
    const token = c.req.query('token') ?? ''
    const link = await findDeviceLink(context.db, { token })
    if (!link) return c.html(expired(), 400)
    return c.html(
      page(
        'Approve this device?',
        html`<p>Someone is signing in to your wallet from a new device. Approve it only if it is you.</p>
<dl><dt>Device</dt><dd>${link.userAgent}</dd><dt>IP address</dt><dd>${link.clientIp}</dd><dt>Time</dt><dd>${formatUtcTime(link.createdAt)}</dd></dl>
<form method="post" action="/v1/embedded/device/approve"><input type="hidden" name="token" value="${token}"><button type="submit">Approve device</button></form>`,
      ),
    )
  })
  app.post('/device/approve', async (c) => {
    const form = await c.req
      .parseBody()
      .catch(() => ({}) as Record<string, unknown>)
    const token = typeof form.token === 'string' ? form.token : ''
    const approved = await approveDeviceLink(context.db, { token })
    return approved
      ? c.html(
          page(
            'Device approved',
            html`<p>You can go back to the page you were signing in to.</p>`,
          ),
        )
      : c.html(expired(), 400)
  })
  return app
}
