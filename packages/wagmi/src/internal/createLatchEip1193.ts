import { type Config, type Eip1193Provider, getProvider } from '@latch/core'
import { ProviderDisconnectedError } from 'viem'

/** What wagmi and viem's `custom` transport call: `request` only. */
export type LatchEip1193Provider = Pick<Eip1193Provider, 'request'>

/**
 * One EIP-1193 provider that stays the same object for the connector's
 * life and forwards each request to the wallet Latch has connected for
 * eip155 at that moment (injected, WalletConnect or embedded). wagmi keeps
 * the provider it got, while the wallet behind Latch may change.
 */
export function createLatchEip1193(config: Config): LatchEip1193Provider {
  return {
    async request(args) {
      const provider = await getProvider(config, { namespace: 'eip155' })
      if (!provider)
        throw new ProviderDisconnectedError(
          new Error('No wallet is connected through Latch.'),
        )
      return provider.request(args)
    },
  }
}
