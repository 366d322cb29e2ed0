import { getTokenBalancesState, watchTokenBalances } from '@latch/core'
import { useConfigValue } from '../internal/useConfigValue.js'

/**
 * The active account's token balances in state; load them with core's
 * `getTokenBalances(config)`.
 * https://latch.dev/docs/react/hooks/useTokenBalances
 */
export function useTokenBalances() {
  return useConfigValue(getTokenBalancesState, watchTokenBalances)
}

export type UseTokenBalancesReturnType = ReturnType<typeof useTokenBalances>
