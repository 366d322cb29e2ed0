import { isOriginAllowed } from '@latch/common'
import type { Context } from 'hono'
import { createMiddleware } from 'hono/factory'
import type { AppEnv } from '../../app/types.js'
import { ApiError, badRequest } from '../../errors/ApiError.js'
import { getProjectCached } from '../../projects/projectCache.js'
import { projectIdPattern } from '../../projects/validateProjectFields.js'

export type ProjectMiddlewareParameters = {
  /**
   * Refuse requests whose `Origin` header is present and not allowed by the
   * project. Off only for GET /projects/v1/origins, where the toolkit does
   * the comparison itself. @default true
   */
  checkOrigin?: boolean | undefined
  /**
   * Where the project id is read when the query has none, e.g. the JSON
   * body of POST /v1/fungible/price (the reference client sends it there).
   * Runs after the query is found empty. @default none
   */
  fallbackId?: ((c: Context<AppEnv>) => Promise<unknown>) | undefined
}

/** The SPEC §8 messages the toolkit maps to its alerts. */
export const projectErrors = {
  missing: ['MISSING_PROJECT_ID', 'Project ID Not Configured'],
  invalid: ['INVALID_PROJECT_ID', 'Invalid Project ID - update configuration'],
  origin: ['ORIGIN_NOT_ALLOWED', 'origin not allowed'],
} as const

/**
 * For toolkit calls: reads `projectId`, `st` and `sv` from the query, loads
 * the project into `c.var.project` (and `{ type, version }` into
 * `c.var.sdk`), and checks the `Origin` header against the project's
 * allowed origins. Missing id → 400 `MISSING_PROJECT_ID`; unknown id → 403
 * `INVALID_PROJECT_ID`; origin not allowed → 403 `ORIGIN_NOT_ALLOWED`.
 * Requests without an `Origin` header (servers, curl) are not
 * origin-checked. Projects are read through `getProjectCached` (1 s;
 * changes in this process apply at once, in another within the second).
 *
 * @example
 * app.get('/v1/supported-chains', projectMiddleware(), (c) => …)
 */
export function projectMiddleware({
  checkOrigin = true,
  fallbackId,
}: ProjectMiddlewareParameters = {}) {
  return createMiddleware<AppEnv>(async function project(c, next) {
    let id: unknown = c.req.query('projectId')
    if (!id && fallbackId) id = await fallbackId(c)
    if (!id) throw new ApiError(400, ...projectErrors.missing)
    if (typeof id !== 'string') throw badRequest('projectId must be a string')
    const st = c.req.query('st')
    const sv = c.req.query('sv')
    if ((st && st.length > 64) || (sv && sv.length > 64))
      throw badRequest('st and sv must be at most 64 characters')
    const found = projectIdPattern.test(id)
      ? await getProjectCached(c.var.db, { id })
      : undefined
    if (!found) throw new ApiError(403, ...projectErrors.invalid)
    const origin = c.req.header('origin')
    if (
      checkOrigin &&
      origin !== undefined &&
      !isOriginAllowed(origin, found.allowedOrigins)
    )
      throw new ApiError(403, ...projectErrors.origin)
    c.set('project', found)
    c.set('sdk', { type: st || undefined, version: sv || undefined })
    await next()
  })
}
