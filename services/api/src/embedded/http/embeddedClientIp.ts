import type { Context } from 'hono'
import { clientIpBucket } from '../../http/clientIpBucket.js'
import { embeddedClientAddress } from './embeddedClientAddress.js'

/**
 * The per-IP limit key of the client, the API's way: `getClientIp`, then
 * `clientIpBucket` (an IPv6 address by its /64, which one subscriber
 * usually holds whole, so rotating addresses inside it gives no fresh
 * bucket; IPv4 as is).
 */
export function embeddedClientIp(c: Context): string {
  return clientIpBucket(embeddedClientAddress(c))
}
