import { clientIpBucket } from '../../../http/clientIpBucket.js'
import { getClientIp } from '../../../http/getClientIp.js'
import type { RateLimitRule } from './index.js'

/**
 * A `rateLimit` rule of `bucket` per client IP (IPv6 per /64,
 * `clientIpBucket`), named 'per client IP' in its 429 message.
 *
 * @example
 * rateLimit({ limits: [perClientIp({ ratePerSecond: 5, burst: 20 })] })
 */
export function perClientIp(bucket: {
  ratePerSecond: number
  burst: number
}): RateLimitRule {
  return {
    scope: 'per client IP',
    ...bucket,
    key: (c) => clientIpBucket(getClientIp(c)),
  }
}
