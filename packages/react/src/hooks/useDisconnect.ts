import type { ChainNamespace } from '@latch/common'
import { disconnect } from '@latch/core'
import { useMemo } from 'react'
import { useConfig } from './useConfig.js'

export type UseDisconnectReturnType = {
  /** Disconnects one namespace, or all; rejects with the wallet's error. */
  disconnect(parameters?: { namespace?: ChainNamespace }): Promise<void>
}

/** https://latch.dev/docs/react/hooks/useDisconnect */
export function useDisconnect(): UseDisconnectReturnType {
  const config = useConfig()
  return useMemo(
    () => ({
      disconnect: (parameters = {}) =>
        disconnect(config, { namespace: parameters.namespace }),
    }),
    [config],
  )
}
