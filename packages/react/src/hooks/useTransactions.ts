import {
  type GetTransactionsStateReturnType,
  getTransactionsState,
  watchTransactions,
} from '@latch/core'
import { useConfigValue } from '../internal/useConfigValue.js'

export type UseTransactionsReturnType = GetTransactionsStateReturnType

/**
 * The active account's transaction history in state, grouped by year and
 * month; load it with core's `getTransactions(config)`.
 * https://latch.dev/docs/react/hooks/useTransactions
 */
export function useTransactions(): UseTransactionsReturnType {
  return useConfigValue(getTransactionsState, watchTransactions)
}
