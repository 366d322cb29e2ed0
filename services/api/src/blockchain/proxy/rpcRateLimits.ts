import { getClientIp } from '../../http/getClientIp.js'
import type { RateLimitRule } from '../middleware/rate-limit/index.js'
import type { BlockchainSettings } from '../settings/BlockchainSettings.js'

/**
 * The RPC proxy's rate-limit rules, checked together by `rateLimit`: per
 * client IP (so one anonymous caller cannot drain its project), per
 * project and `Origin` (requests with one), and per project. A request
 * refused by one rule is charged to none.
 */
export function rpcRateLimits(
  settings: Pick<
    BlockchainSettings,
    'rateLimit' | 'ipRateLimit' | 'originRateLimit'
  >,
): RateLimitRule[] {
  return [
    {
      scope: 'per client IP',
      ...settings.ipRateLimit,
      key: (c) => getClientIp(c),
    },
    {
      scope: 'per Origin',
      ...settings.originRateLimit,
      key: (c) => {
        const origin = c.req.header('origin')
        return origin === undefined
          ? undefined
          : `${c.var.project.id} ${origin.slice(0, 300)}`
      },
    },
    {
      scope: 'per project',
      ...settings.rateLimit,
      key: (c) => c.var.project.id,
    },
  ]
}
