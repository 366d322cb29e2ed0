import type { Context } from 'hono'
import type { AppEnv } from '../../app/types.js'
import { getClientIp } from '../../http/getClientIp.js'

/** The client IP (per-IP lockout key), the API's way (`getClientIp`). */
export function embeddedClientIp(c: Context): string {
  return getClientIp(c as unknown as Context<AppEnv>)
}
