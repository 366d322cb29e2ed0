import { getSentTransactions, watchSentTransactions } from '@latch/core'
import { useConfigValue } from '../internal/useConfigValue.js'

/**
 * The active account's own sends through this config, newest first:
 * pending until mined, then confirmed or failed.
 * https://latch.dev/docs/react/hooks/useSentTransactions
 */
export function useSentTransactions() {
  return useConfigValue(getSentTransactions, watchSentTransactions)
}
