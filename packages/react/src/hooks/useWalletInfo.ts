import { getWalletInfo, type WalletInfo, watchWalletInfo } from '@latch/core'
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
  // The connector, its status or the peer wallet a session names.
  const walletInfo = useConfigValue(getWalletInfo, watchWalletInfo)
  return useMemo(() => ({ walletInfo }), [walletInfo])
}
