import type { MiddlewareHandler } from 'hono'
import type { EmbeddedSettings } from '../EmbeddedSettings.js'
import { EmbeddedError } from './EmbeddedError.js'
import { serviceOrigins } from './serviceOrigins.js'

/**
 * Refuses (421 `misdirected_request`, the service's error shape) every
 * request whose Host is not the service's own (public URL or listening
 * address): a forged Host never reaches a route, so it can neither write
 * links nor pass for the service's origin (DNS rebinding included).
 * GET /health is exempt (load balancers probe by address).
 */
export function requireServiceHost(
  settings: Pick<EmbeddedSettings, 'publicUrl' | 'listenUrl'>,
): MiddlewareHandler {
  const hosts = new Set(serviceOrigins(settings).map((o) => new URL(o).host))
  return async function serviceHost(c, next) {
    if (c.req.path === '/health') return next()
    const header = c.req.header('host')
    const host = (header ?? new URL(c.req.url).host).toLowerCase()
    if (!hosts.has(host))
      throw new EmbeddedError(
        421,
        'misdirected_request',
        'This host is not served here',
      )
    return next()
  }
}
