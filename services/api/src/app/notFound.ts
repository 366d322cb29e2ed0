import type { Context } from 'hono'

/** `app.notFound`: unknown routes answer 404 JSON like every other error. */
export function notFound(c: Context): Response {
  return c.json(
    {
      code: 'NOT_FOUND',
      message: `No route for ${c.req.method} ${c.req.path}`,
    },
    404,
  )
}
