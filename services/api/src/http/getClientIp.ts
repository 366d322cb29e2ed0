import type { IncomingMessage } from 'node:http'
import type { Context } from 'hono'
import type { AppEnv } from '../app/types.js'

/** The client address of requests made in-process (`app.request`) without a socket. */
export const IN_PROCESS_CLIENT_IP = 'in-process'

const truthy = (value: string | undefined) =>
  value !== undefined && /^(1|true|yes|on)$/i.test(value.trim())

/**
 * Whether to trust the last `X-Forwarded-For` hop: the API's
 * `trustProxy` setting when set, else env `LATCH_API_TRUST_PROXY`
 * (`1`/`true`). Off by default: without a reverse proxy in front, the
 * header is whatever the client wrote.
 */
function trustsProxy(c: Context<AppEnv>): boolean {
  const setting = c.var.settings?.trustProxy
  return setting ?? truthy(process.env.LATCH_API_TRUST_PROXY)
}

/**
 * The address of the client that sent the request, as the key of per-IP
 * limits: the TCP peer from `@hono/node-server`
 * (`c.env.incoming.socket.remoteAddress`, IPv4-mapped IPv6 unwrapped);
 * with the opt-in trust-proxy setting, the last hop of `X-Forwarded-For`
 * (the address the trusted proxy saw). Requests made in-process with
 * `app.request` and no env get {@link IN_PROCESS_CLIENT_IP}; tests pass
 * `{ incoming: { socket: { remoteAddress } } }` as the env to pick one.
 *
 * @example
 * rateLimit({ key: (c) => `ip:${getClientIp(c)}` })
 */
export function getClientIp(c: Context<AppEnv>): string {
  if (trustsProxy(c)) {
    const hops = (c.req.header('x-forwarded-for') ?? '')
      .split(',')
      .map((hop) => hop.trim())
      .filter((hop) => hop.length > 0)
    const last = hops.at(-1)
    if (last && last.length <= 64) return unwrap(last)
  }
  const incoming = (c.env as { incoming?: IncomingMessage } | undefined)
    ?.incoming
  const address = incoming?.socket?.remoteAddress
  return address ? unwrap(address) : IN_PROCESS_CLIENT_IP
}

const unwrap = (address: string) =>
  address.toLowerCase().startsWith('::ffff:') && address.includes('.')
    ? address.slice(7)
    : address
