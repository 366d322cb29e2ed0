import type { Context, ErrorHandler, MiddlewareHandler } from 'hono'
import { Hono } from 'hono'
import { handleError } from './handleError.js'
import type { AppEnv } from './types.js'

/** The request being served → its context in the app that mounted it. */
const outer = new WeakMap<Request, Context<AppEnv>>()
/**
 * Marks the answer meaning "no route of the loaded set matched" (a header,
 * since a HEAD request's answer is rebuilt from it); never sent.
 */
const UNMATCHED = 'x-latch-lazy-unmatched'

/**
 * A route set whose module loads on the first request to one of its
 * `paths` (Hono patterns, e.g. `/v1/convert/*`), so that the code and
 * dependencies of routes few deployments use (swaps, the card on-ramp,
 * sessions…) are not in memory until asked for. Mount it where the set
 * was mounted: `app.route('/', lazyRoutes(paths, () => import(…).then(…)))`.
 *
 * The loaded set answers as if mounted directly: it sees the outer app's
 * variables (`c.var.db`, `settings`, `limits`…), the same request (the
 * body bound of `bodyLimit` included) and environment; its errors are
 * answered by `onError` (the API's `handleError`, as `createApp`) where
 * they are thrown, so its middleware sees that answer (e.g. adds its
 * CORS headers); a request it has no route for goes on to the outer app's
 * next routes (then `notFound`), with the headers its middleware set. A
 * failed load is answered by the outer app's `onError` and retried on the
 * next request.
 *
 * @example
 * app.route('/', lazyRoutes(['/v1/convert/*'], async () =>
 *   (await import('./convert/convertRoutes.js')).convertRoutes(settings)))
 */
export function lazyRoutes(
  paths: readonly string[],
  load: () => Promise<Hono<AppEnv>>,
  { onError = handleError }: { onError?: ErrorHandler<AppEnv> } = {},
): Hono<AppEnv> {
  let inner: Promise<Hono<AppEnv>> | undefined
  const loadOnce = () => {
    inner ??= load()
      .then((routes) => wrap(routes, onError))
      .catch((error: unknown) => {
        inner = undefined
        throw error
      })
    return inner
  }
  const dispatch: MiddlewareHandler<AppEnv> = async (c, next) => {
    const routes = await loadOnce()
    const request = c.req.raw
    outer.set(request, c)
    // No execution context is passed on: latch-api runs on Node, where
    // there is none, and Hono's getter throws (an Error per request) when
    // asked for one that is missing.
    const response = await routes.fetch(request, c.env)
    if (!response.headers.has(UNMATCHED)) return response
    for (const [name, value] of response.headers)
      if (name !== UNMATCHED)
        c.header(name, value, { append: name === 'set-cookie' })
    return next()
  }
  const app = new Hono<AppEnv>()
  for (const path of paths) app.all(path, dispatch)
  return app
}

/** The loaded set behind the outer app's context, errors and fall-through. */
function wrap(
  routes: Hono<AppEnv>,
  onError: ErrorHandler<AppEnv>,
): Hono<AppEnv> {
  const app = new Hono<AppEnv>()
  app.use('*', async function outerVariables(c, next) {
    const context = outer.get(c.req.raw)
    if (context)
      for (const [key, value] of Object.entries(context.var))
        c.set(key as keyof AppEnv['Variables'], value as never)
    await next()
  })
  app.route('/', routes)
  app.notFound(
    () => new Response(null, { status: 404, headers: { [UNMATCHED]: '1' } }),
  )
  app.onError(onError)
  return app
}
