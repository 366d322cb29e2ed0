import { Hono } from 'hono'
import { beforeAll, describe, expect, test } from 'vitest'
import { createTestDb } from '../../test/testDbs.js'
import type { Db } from '../db/Db.js'
import { ApiError } from '../errors/ApiError.js'
import { createApp } from './createApp.js'
import { lazyRoutes } from './lazyRoutes.js'
import type { AppEnv } from './types.js'

/** A route set behind lazyRoutes, counting its loads; `fail` loads fail. */
function lazySet({ fail = 0 } = {}) {
  const state = { loads: 0, failures: fail }
  const routes = lazyRoutes(['/lazy/*'], async () => {
    if (state.failures > 0) {
      state.failures--
      throw new Error('load failed')
    }
    state.loads++
    const app = new Hono<AppEnv>()
    // Like siwxCors: headers added to whatever answer comes back.
    app.use('/lazy/*', async (c, next) => {
      await next()
      c.res.headers.set('x-lazy-seen', '1')
    })
    app.get('/lazy/db', async (c) => {
      const [row] = await c.var.db.query<{ one: number }>('SELECT 1 AS one')
      return c.json({ one: row?.one, limits: c.var.limits.maxBodyBytes })
    })
    app.post('/lazy/echo', async (c) => c.text(await c.req.text()))
    app.get('/lazy/limited', (c) => {
      c.header('Retry-After', '7')
      throw new ApiError(429, 'RATE_LIMITED', 'slow down')
    })
    app.get('/lazy/boom', () => {
      throw new Error('secret detail')
    })
    return app
  })
  return { state, routes }
}

describe('lazyRoutes', () => {
  let db: Db
  beforeAll(async () => {
    db = await createTestDb('pglite')
  })
  const appWith = (routes: Hono<AppEnv>) =>
    createApp({
      db,
      settings: { limits: { maxBodyBytes: 64 } },
      extensions: [
        {
          name: 'lazy',
          register(app) {
            app.route('/', routes)
            // Registered after the lazy set: reached when it has no route.
            app.get('/lazy/after', (c) => c.text('after'))
          },
        },
      ],
    })

  test('loads on the first matching request only, once', async () => {
    const { state, routes } = lazySet()
    const app = appWith(routes)
    expect((await app.request('/health')).status).toBe(200)
    expect(state.loads).toBe(0)
    const first = await app.request('/lazy/db')
    expect(await first.json()).toEqual({ one: 1, limits: 64 })
    await app.request('/lazy/db')
    expect(state.loads).toBe(1)
  })

  test('answers as if mounted directly: body bound, errors, middleware', async () => {
    const app = appWith(lazySet().routes)
    const echo = await app.request('/lazy/echo', {
      method: 'POST',
      body: 'hello',
    })
    expect(await echo.text()).toBe('hello')
    // The outer app's body bound applies to what the loaded set reads.
    const large = await app.request('/lazy/echo', {
      method: 'POST',
      body: 'x'.repeat(65),
    })
    expect(large.status).toBe(413)
    expect(await large.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' })
    // The outer onError answers, with the headers set before the throw.
    const limited = await app.request('/lazy/limited')
    expect(limited.status).toBe(429)
    expect(limited.headers.get('retry-after')).toBe('7')
    // Errors are answered where thrown: the set's middleware sees them.
    expect(limited.headers.get('x-lazy-seen')).toBe('1')
    expect(await limited.json()).toEqual({
      code: 'RATE_LIMITED',
      message: 'slow down',
    })
    const boom = await app.request('/lazy/boom')
    expect(boom.status).toBe(500)
    expect(await boom.json()).toEqual({
      code: 'INTERNAL_ERROR',
      message: 'Internal server error',
    })
  })

  test('a path or method it has no route for goes on to the next routes', async () => {
    const app = appWith(lazySet().routes)
    const after = await app.request('/lazy/after')
    expect(await after.text()).toBe('after')
    const head = await app.request('/lazy/after', { method: 'HEAD' })
    expect(head.status).toBe(200)
    const missing = await app.request('/lazy/nothing')
    expect(missing.status).toBe(404)
    expect(await missing.json()).toMatchObject({ code: 'NOT_FOUND' })
    expect(missing.headers.get('x-latch-lazy-unmatched')).toBeNull()
    expect(missing.headers.get('x-lazy-seen')).toBe('1')
    const wrongMethod = await app.request('/lazy/db', { method: 'DELETE' })
    expect(wrongMethod.status).toBe(404)
  })

  test('a failed load answers 500 and is retried by the next request', async () => {
    const { state, routes } = lazySet({ fail: 1 })
    const app = appWith(routes)
    expect((await app.request('/lazy/db')).status).toBe(500)
    expect((await app.request('/lazy/db')).status).toBe(200)
    expect(state.loads).toBe(1)
  })
})
