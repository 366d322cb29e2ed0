import type { Network } from '@latch/common'
import {
  type GetNetworkReturnType,
  getNetwork,
  switchNetwork,
  watchNetwork,
} from '@latch/core'
import { useCallback, useMemo } from 'react'
import { useConfigValue } from '../internal/useConfigValue.js'
import { useConfig } from './useConfig.js'

export type UseLatchNetworkReturnType = GetNetworkReturnType & {
  /** Asks the wallet to switch (or remembers the choice when disconnected). */
  switchNetwork(network: Network): Promise<void>
}

/**
 * The active network, and a way to switch it.
 * https://latch.dev/docs/react/hooks/useLatchNetwork
 */
export function useLatchNetwork(): UseLatchNetworkReturnType {
  const config = useConfig()
  const network = useConfigValue(getNetwork, watchNetwork)
  const switchTo = useCallback(
    (target: Network) => switchNetwork(config, { network: target }),
    [config],
  )
  return useMemo(
    () => ({ ...network, switchNetwork: switchTo }),
    [network, switchTo],
  )
}
