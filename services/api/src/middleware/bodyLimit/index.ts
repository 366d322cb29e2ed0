import type { Context } from 'hono'
import { createMiddleware } from 'hono/factory'
import { ApiError } from '../../errors/ApiError.js'

export type BodyLimitParameters = {
  /** Largest body in bytes, fixed or per request (e.g. by path). */
  maxBytes: number | ((c: Context) => number)
  /**
   * Bodies streaming in at once; one more → 503 `SERVER_BUSY` with
   * `Retry-After: 1`. @default Infinity
   */
  maxConcurrent?: number | undefined
}

/** The 413 every oversized body gets. */
export const payloadTooLarge = (maxBytes: number) =>
  new ApiError(
    413,
    'PAYLOAD_TOO_LARGE',
    `Request body larger than ${maxBytes} bytes`,
  )

/**
 * The server-wide bound on request bodies, enforced once for every route
 * and every reader (`c.req.text()`, `readJsonBody`, …):
 *
 * - a declared `Content-Length` above `maxBytes` is refused with 413
 *   `PAYLOAD_TOO_LARGE` before anything is read;
 * - any other body (chunked, or in-process) is counted while it streams and
 *   the read fails at `maxBytes + 1` bytes; the answer is then 413 whatever
 *   the handler did with the failed read.
 *
 * Memory per request is thus at most `maxBytes`, and with `maxConcurrent`
 * the total is bounded too. A 413 or 503 carries `Connection: close`, so
 * Node does not read the rest of an upload as the next request; the
 * server (`lingerBeforeClose`) discards a bounded rest before closing, so
 * the client reads the answer rather than a reset.
 *
 * @example
 * app.use('*', bodyLimit({ maxBytes: 1_048_576, maxConcurrent: 64 }))
 */
export function bodyLimit({
  maxBytes,
  maxConcurrent = Number.POSITIVE_INFINITY,
}: BodyLimitParameters) {
  let active = 0
  return createMiddleware(async function bodyLimit(c, next) {
    const limit = typeof maxBytes === 'function' ? maxBytes(c) : maxBytes
    const declared = c.req.header('content-length')
    if (declared !== undefined && Number(declared) > limit) {
      c.header('Connection', 'close')
      throw payloadTooLarge(limit)
    }
    // GET and HEAD never carry a body here (and reading `.body` would make
    // @hono/node-server build a full Request for every one of them).
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next()
    const body = c.req.raw.body
    if (!body) return next()
    if (active >= maxConcurrent) {
      c.header('Connection', 'close')
      c.header('Retry-After', '1')
      throw new ApiError(
        503,
        'SERVER_BUSY',
        'Too many uploads in progress; retry shortly',
      )
    }
    active++
    let size = 0
    let exceeded = false
    const counted = body.pipeThrough(
      new TransformStream<Uint8Array, Uint8Array>({
        transform(chunk, controller) {
          size += chunk.byteLength
          if (size > limit) {
            exceeded = true
            controller.error(payloadTooLarge(limit))
          } else controller.enqueue(chunk)
        },
      }),
    )
    // Rebuilt from its parts, not from the Request object: under other
    // globals (happy-dom in the dom tests) `new Request(request, init)`
    // loses the query.
    const raw = c.req.raw
    c.req.raw = new Request(raw.url, {
      method: raw.method,
      headers: raw.headers,
      body: counted,
      duplex: 'half',
      signal: raw.signal,
    } as RequestInit)
    try {
      await next()
    } finally {
      active--
    }
    if (exceeded && c.res.status !== 413) {
      const error = payloadTooLarge(limit)
      c.res = undefined
      c.res = c.json({ code: error.code, message: error.message }, 413)
    }
    // Also when a route's own smaller bound (readBodyText) refused it.
    if (c.res.status === 413) c.res.headers.set('Connection', 'close')
  })
}
