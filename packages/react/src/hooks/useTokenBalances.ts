import { getTokenBalancesState, watchTokenBalances } from '@latch/core'
import { configValueHook } from '../internal/useConfigValue.js'

/**
 * The active account's token balances in state; load them with core's
 * `getTokenBalances(config)`.
 * https://latch.dev/docs/react/hooks/useTokenBalances
 */
export const useTokenBalances = configValueHook(
  getTokenBalancesState,
  watchTokenBalances,
)

export type UseTokenBalancesReturnType = ReturnType<typeof useTokenBalances>
