import type { RateLimitRule } from '../middleware/rate-limit/index.js'
import { perClientIp } from '../middleware/rate-limit/perClientIp.js'
import type { BlockchainSettings } from '../settings/BlockchainSettings.js'

/**
 * The RPC proxy's rate-limit rules, checked together by `rateLimit`: per
 * client IP (so one caller cannot drain its project), per project and
 * `Origin` (callers without an Origin share one bucket: anonymous callers
 * together get at most that, the rest stays for the project's pages), and
 * per project. A request refused by one rule is charged to none.
 */
export function rpcRateLimits(
  settings: Pick<
    BlockchainSettings,
    'rateLimit' | 'ipRateLimit' | 'originRateLimit'
  >,
): RateLimitRule[] {
  return [
    perClientIp(settings.ipRateLimit),
    {
      scope: 'per Origin',
      ...settings.originRateLimit,
      // Callers without an Origin (servers, scripts: anonymous) share one
      // bucket, so together they never take the whole project budget.
      key: (c) =>
        `${c.var.project.id} ${c.req.header('origin')?.slice(0, 300) ?? '(no Origin)'}`,
    },
    {
      scope: 'per project',
      ...settings.rateLimit,
      key: (c) => c.var.project.id,
    },
  ]
}
