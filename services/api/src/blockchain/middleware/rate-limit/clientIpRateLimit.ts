import { rateLimit } from './index.js'
import { perClientIp } from './perClientIp.js'

/**
 * A `rateLimit` middleware with the single rule `perClientIp(bucket)`:
 * its own buckets, one per client IP.
 *
 * @example
 * app.post('/v1/profile/account', clientIpRateLimit({ ratePerSecond: 1, burst: 5 }), handler)
 */
export function clientIpRateLimit(bucket: {
  ratePerSecond: number
  burst: number
}) {
  return rateLimit({ limits: [perClientIp(bucket)] })
}
