import { getWalletInfo, type WalletInfo, watchAccount } from '@latch/core'
import { useMemo } from 'react'
import { useConfigValue } from '../internal/useConfigValue.js'

export type UseWalletInfoReturnType = {
  /**
   * Name, icon and rdns of the connected wallet: a WalletConnect session's
   * peer wallet, else the connector's own.
   */
  walletInfo: WalletInfo | undefined
}

/** https://latch.dev/docs/react/hooks/useWalletInfo */
export function useWalletInfo(): UseWalletInfoReturnType {
  // The wallet changes only when the account's connector, status or peer
  // wallet (part of the account) does.
  const walletInfo = useConfigValue(getWalletInfo, watchAccount)
  return useMemo(() => ({ walletInfo }), [walletInfo])
}
