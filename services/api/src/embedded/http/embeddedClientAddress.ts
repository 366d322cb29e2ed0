import type { Context } from 'hono'
import type { AppEnv } from '../../app/types.js'
import { getClientIp } from '../../http/getClientIp.js'

/**
 * The client's full address, the API's way (`getClientIp`): what the
 * device-approval page and mail show. Limits key on `embeddedClientIp`.
 */
export function embeddedClientAddress(c: Context): string {
  return getClientIp(c as unknown as Context<AppEnv>)
}
