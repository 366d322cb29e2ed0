import { Hono } from 'hono'
import type { AppEnv } from '../app/types.js'
import { projectMiddleware } from '../middleware/project/index.js'
import { toRemoteFeatures } from './toRemoteFeatures.js'

/**
 * Project settings for toolkits:
 * - GET /projects/v1/origins?projectId=… → `{ allowedOrigins }`. Not
 *   origin-checked: the toolkit compares its page origin itself and shows
 *   'Invalid App Configuration' when it is not listed.
 * - GET /appkit/v1/config?projectId=… → `{ features }`: the project's
 *   features (`toRemoteFeatures`), for clients that read which features
 *   to offer from the API.
 * - GET /appkit/v1/project-limits?projectId=… → `{ planLimits }`: a
 *   self-hosted server has no plans, so no usage limit is ever exceeded.
 */
export function projectRoutes() {
  return new Hono<AppEnv>()
    .get(
      '/projects/v1/origins',
      projectMiddleware({ checkOrigin: false }),
      (c) => c.json({ allowedOrigins: c.var.project.allowedOrigins }),
    )
    .get('/appkit/v1/config', projectMiddleware(), (c) =>
      c.json({ features: toRemoteFeatures(c.var.project.features) }),
    )
    .get('/appkit/v1/project-limits', projectMiddleware(), (c) =>
      c.json({
        planLimits: {
          tier: 'none',
          isAboveMauLimit: false,
          isAboveRpcLimit: false,
        },
      }),
    )
}
