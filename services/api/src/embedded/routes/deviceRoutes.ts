import { Hono } from 'hono'
import { approveDeviceLink } from '../device/approveDeviceLink.js'
import type { EmbeddedContext } from '../EmbeddedContext.js'
import type { EmbeddedEnv } from '../http/EmbeddedEnv.js'

const page = (title: string, text: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>${title}</title></head>
<body><main><h1>${title}</h1><p>${text}</p></main></body></html>`

/**
 * GET /device/approve?token= — the link of the new-device mail: approves
 * the device (single use) and answers a small HTML page.
 */
export function deviceRoutes(context: EmbeddedContext): Hono<EmbeddedEnv> {
  const app = new Hono<EmbeddedEnv>()
  app.get('/device/approve', async (c) => {
    c.header('cache-control', 'no-store')
    c.header(
      'content-security-policy',
      "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'",
    )
    c.header('referrer-policy', 'no-referrer')
    const approved = await approveDeviceLink(context.db, {
      token: c.req.query('token') ?? '',
    })
    return approved
      ? c.html(
          page(
            'Device approved',
            'You can go back to the page you were signing in to.',
          ),
        )
      : c.html(
          page(
            'Link expired',
            'This link is invalid, expired or already used. Sign in again to get a new one.',
          ),
          400,
        )
  })
  return app
}
