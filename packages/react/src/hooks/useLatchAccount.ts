import { getAccount, watchAccount } from '@latch/core'
import { configValueHook } from '../internal/useConfigValue.js'

/**
 * The active account: address, status, connector and balance.
 * https://latch.dev/docs/react/hooks/useLatchAccount
 */
export const useLatchAccount = configValueHook(getAccount, watchAccount)

export type UseLatchAccountReturnType = ReturnType<typeof useLatchAccount>
