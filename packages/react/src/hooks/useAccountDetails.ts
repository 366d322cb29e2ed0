import { getAccountDetails, watchAccountDetails } from '@latch/core'
import { useConfigValue } from '../internal/useConfigValue.js'

/**
 * The account's explorer url, the Account view's selected tab and the
 * address labels (SPEC §3), from state; `setAccountTab` and
 * `setAddressLabel` change them.
 * https://latch.dev/docs/react/hooks/useAccountDetails
 */
export function useAccountDetails() {
  return useConfigValue(getAccountDetails, watchAccountDetails)
}

export type UseAccountDetailsReturnType = ReturnType<typeof useAccountDetails>
