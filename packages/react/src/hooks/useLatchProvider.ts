import type { ChainNamespace } from '@latch/common'
import { type Eip1193Provider, getProvider } from '@latch/core'
import { useEffect, useState } from 'react'
import { useConfig } from './useConfig.js'
import { useLatchAccount } from './useLatchAccount.js'

export type UseLatchProviderReturnType = {
  /** The connected wallet's EIP-1193 provider; undefined until connected. */
  walletProvider: Eip1193Provider | undefined
}

/**
 * The EIP-1193 provider of the wallet connected in `namespace` (the active
 * one by default), e.g. for viem's `custom` transport.
 * https://latch.dev/docs/react/hooks/useLatchProvider
 */
export function useLatchProvider(
  namespace?: ChainNamespace,
): UseLatchProviderReturnType {
  const config = useConfig()
  const { status, connector } = useLatchAccount()
  const [walletProvider, setWalletProvider] = useState<
    Eip1193Provider | undefined
  >(undefined)
  // biome-ignore lint/correctness/useExhaustiveDependencies: status and connector say when the provider may have changed
  useEffect(() => {
    let current = true
    getProvider(config, { namespace }).then(
      (provider) => current && setWalletProvider(() => provider),
      () => current && setWalletProvider(undefined),
    )
    return () => {
      current = false
    }
  }, [config, namespace, status, connector])
  return { walletProvider }
}
