import { getAccount, watchAccount } from '@latch/core'
import { useConfigValue } from '../internal/useConfigValue.js'

/**
 * The active account: address, status, connector and balance.
 * https://latch.dev/docs/react/hooks/useLatchAccount
 */
export function useLatchAccount() {
  return useConfigValue(getAccount, watchAccount)
}

export type UseLatchAccountReturnType = ReturnType<typeof useLatchAccount>
