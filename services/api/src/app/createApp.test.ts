import type { Hono } from 'hono'
import { HTTPException } from 'hono/http-exception'
import { describe, expect, test, vi } from 'vitest'
import { createTestDb } from '../../test/testDbs.js'
import { ApiError } from '../errors/ApiError.js'
import { projectMiddleware } from '../middleware/project/index.js'
import { createProject } from '../projects/createProject.js'
import { createApp } from './createApp.js'
import type { AppEnv } from './types.js'

describe('createApp', () => {
  test('errors are JSON { code, message }; unknown routes 404', async () => {
    const db = await createTestDb('pglite')
    await createProject(db, {
      id: 'p1',
      name: 'P',
      allowedOrigins: ['https://a.example'],
    })
    const app = createApp({
      db,
      extensions: [
        {
          name: 'demo',
          register(app: Hono<AppEnv>) {
            app.get('/x/api-error', () => {
              throw new ApiError(418, 'TEAPOT', 'short and stout')
            })
            app.get('/x/http', () => {
              throw new HTTPException(429)
            })
            app.get('/x/boom', () => {
              throw new Error('secret detail')
            })
            app.get('/x/project', projectMiddleware(), (c) =>
              c.json({ id: c.var.project.id, sdk: c.var.sdk }),
            )
          },
        },
      ],
    })
    const get = async (path: string, init?: RequestInit) => {
      const response = await app.request(`http://localhost${path}`, init)
      return [response.status, await response.json()]
    }
    expect(await get('/health')).toEqual([200, { ok: true }])
    expect(await get('/nope')).toEqual([
      404,
      { code: 'NOT_FOUND', message: 'No route for GET /nope' },
    ])
    expect(await get('/health', { method: 'DELETE' })).toEqual([
      404,
      { code: 'NOT_FOUND', message: 'No route for DELETE /health' },
    ])
    expect(await get('/x/api-error')).toEqual([
      418,
      { code: 'TEAPOT', message: 'short and stout' },
    ])
    expect(await get('/x/http')).toEqual([
      429,
      { code: 'RATE_LIMITED', message: 'HTTP status code: 429' },
    ])
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    expect(await get('/x/boom')).toEqual([
      500,
      { code: 'INTERNAL_ERROR', message: 'Internal server error' },
    ])
    expect(logged).toHaveBeenCalledOnce()
    logged.mockRestore()
    expect(await get('/x/project?projectId=p1&st=latch&sv=1.0')).toEqual([
      200,
      { id: 'p1', sdk: { type: 'latch', version: '1.0' } },
    ])
    expect(
      await get('/x/project?projectId=p1', { headers: { origin: 'null' } }),
    ).toEqual([
      403,
      { code: 'ORIGIN_NOT_ALLOWED', message: 'origin not allowed' },
    ])
  })
})
