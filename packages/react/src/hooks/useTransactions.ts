import { getTransactionsState, watchTransactions } from '@latch/core'
import { useConfigValue } from '../internal/useConfigValue.js'

/**
 * The active account's transaction history in state, grouped by year and
 * month; load it with core's `getTransactions(config)`.
 * https://latch.dev/docs/react/hooks/useTransactions
 */
export function useTransactions() {
  return useConfigValue(getTransactionsState, watchTransactions)
}

export type UseTransactionsReturnType = ReturnType<typeof useTransactions>
