import {
  type GetWalletConnectStateReturnType,
  getWalletConnectState,
  watchWalletConnectState,
} from '@latch/core'
import { useConfigValue } from '../../internal/useConfigValue.js'

/** The WalletConnect pairing state of the config. */
export function useWalletConnectState(): GetWalletConnectStateReturnType {
  return useConfigValue(getWalletConnectState, watchWalletConnectState)
}
