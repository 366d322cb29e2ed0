import { Hono } from 'hono'
import type { AppEnv } from '../../app/types.js'
import { adminAuth } from './index.js'

/**
 * A route set of the admin API: every route under `path` is behind the
 * admin token (`adminAuth`).
 *
 * @example
 * adminRoutes('/admin/verify/*').get('/admin/verify/scam-domains', list)
 */
export function adminRoutes(path = '/admin/*') {
  return new Hono<AppEnv>().use(path, adminAuth())
}
