import { getWalletInfo, type WalletInfo, watchAccount } from '@latch/core'
import { useMemo } from 'react'
import { useConfigValue } from '../internal/useConfigValue.js'

export type UseWalletInfoReturnType = {
  /** Name, icon and rdns of the connected wallet. */
  walletInfo: WalletInfo | undefined
}

/** https://latch.dev/docs/react/hooks/useWalletInfo */
export function useWalletInfo(): UseWalletInfoReturnType {
  // The wallet changes only when the account's connector or status does.
  const walletInfo = useConfigValue(getWalletInfo, watchAccount)
  return useMemo(() => ({ walletInfo }), [walletInfo])
}
