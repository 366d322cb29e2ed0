import { Hono } from 'hono'
import type { AppEnv } from '../app/types.js'
import { projectMiddleware } from '../middleware/project/index.js'

/**
 * GET /projects/v1/origins?projectId=… → `{ allowedOrigins }`. Not
 * origin-checked: the toolkit compares its page origin itself and shows
 * 'Invalid App Configuration' when it is not listed.
 */
export function projectRoutes() {
  return new Hono<AppEnv>().get(
    '/projects/v1/origins',
    projectMiddleware({ checkOrigin: false }),
    (c) => c.json({ allowedOrigins: c.var.project.allowedOrigins }),
  )
}
