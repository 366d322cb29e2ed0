import {
  type GetAccountReturnType,
  getAccount,
  watchAccount,
} from '@latch/core'
import { useConfigValue } from '../internal/useConfigValue.js'

export type UseLatchAccountReturnType = GetAccountReturnType

/**
 * The active account: address, status, connector and balance.
 * https://latch.dev/docs/react/hooks/useLatchAccount
 */
export function useLatchAccount(): UseLatchAccountReturnType {
  return useConfigValue(getAccount, watchAccount)
}
