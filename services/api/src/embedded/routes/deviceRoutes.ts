import { Hono } from 'hono'
import { approveDeviceLink } from '../device/approveDeviceLink.js'
import type { EmbeddedContext } from '../EmbeddedContext.js'
import type { EmbeddedEnv } from '../http/EmbeddedEnv.js'

const page = (title: string, content: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>${title}</title></head>
<body><main><h1>${title}</h1>${content}</main></body></html>`

const tokenPattern = /^[A-Za-z0-9_-]{43}$/

/**
 * The link of the new-device mail, in two steps so that a mail scanner
 * following links approves nothing: GET /device/approve?token= shows an
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
  const expired = page(
    'Link expired',
    '<p>This link is invalid, expired or already used. Sign in again to get a new one.</p>',
  )
  app.get('/device/approve', (c) => {
    const token = c.req.query('token') ?? ''
    if (!tokenPattern.test(token)) return c.html(expired, 400)
    return c.html(
      page(
        'Approve this device?',
        `<p>Someone is signing in to your wallet from a new device. Approve it only if it is you.</p>
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
            '<p>You can go back to the page you were signing in to.</p>',
          ),
        )
      : c.html(expired, 400)
  })
  return app
}
