import { getTransactionsState, watchTransactions } from '@latch/core'
import { configValueHook } from '../internal/useConfigValue.js'

/**
 * The active account's transaction history in state, grouped by year and
 * month; load it with core's `getTransactions(config)`.
 * https://latch.dev/docs/react/hooks/useTransactions
 */
export const useTransactions = configValueHook(
  getTransactionsState,
  watchTransactions,
)

export type UseTransactionsReturnType = ReturnType<typeof useTransactions>
