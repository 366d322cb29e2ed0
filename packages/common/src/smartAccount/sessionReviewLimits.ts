import type { EvmPermissionsReview } from '../embeddedProtocol/review.js'
import type { SessionPermission } from './delegations.js'

/**
 * The limits a session's approval screen shows, one per permission:
 * native totals and periods in the chain's currency, ERC-20 totals, the
 * contracts and functions it may call.
 */
export function sessionReviewLimits(
  permissions: readonly SessionPermission[],
  nativeCurrency: { symbol: string; decimals: number },
): EvmPermissionsReview['limits'] {
  const { symbol, decimals } = nativeCurrency
  return permissions.map((p) => {
    switch (p.type) {
      case 'native-token-transfer':
        return {
          kind: 'nativeTotal',
          amount: p.allowance.toString(),
          symbol,
          decimals,
        }
      case 'native-token-recurring-allowance':
        return {
          kind: 'nativePeriod',
          amount: p.allowance.toString(),
          symbol,
          decimals,
          period: p.period,
          start: p.start,
        }
      case 'erc20-token-transfer':
        return {
          kind: 'erc20Total',
          token: p.token,
          amount: p.allowance.toString(),
        }
      default:
        return { kind: 'calls', targets: p.targets, selectors: p.selectors }
    }
  })
}
