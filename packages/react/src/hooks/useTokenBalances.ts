import {
  type GetTokenBalancesStateReturnType,
  getTokenBalancesState,
  watchTokenBalances,
} from '@latch/core'
import { useConfigValue } from '../internal/useConfigValue.js'

export type UseTokenBalancesReturnType = GetTokenBalancesStateReturnType

/**
 * The active account's token balances in state; load them with core's
 * `getTokenBalances(config)`.
 * https://latch.dev/docs/react/hooks/useTokenBalances
 */
export function useTokenBalances(): UseTokenBalancesReturnType {
  return useConfigValue(getTokenBalancesState, watchTokenBalances)
}
