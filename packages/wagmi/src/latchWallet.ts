import type { CreateConnectorFn } from '@wagmi/core'
import type { LatchEip1193Provider } from './internal/createLatchEip1193.js'
import { type LatchParameters, latch } from './latch.js'

/** Latch's mark: a closed latch, white on Latch blue. */
const latchIcon =
  'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 28 28"%3E%3Crect width="28" height="28" rx="6" fill="%232f5bea"/%3E%3Cpath d="M9 13V10a5 5 0 0 1 10 0v3" fill="none" stroke="%23fff" stroke-width="2.5"/%3E%3Crect x="7" y="13" width="14" height="10" rx="2" fill="%23fff"/%3E%3C/svg%3E'

/** A wallet-list entry the way RainbowKit describes a wallet. */
export type LatchWallet = {
  id: string
  name: string
  iconUrl: string
  iconBackground: string
  installed: true
  /** RainbowKit passes its own details, kept on the connector. */
  createConnector(
    walletDetails: Record<string, unknown>,
  ): CreateConnectorFn<LatchEip1193Provider>
}

/**
 * Latch as one entry of a RainbowKit wallet list
 * (`connectorsForWallets([{ groupName, wallets: [latchWallet({ latch })] }])`):
 * choosing it opens Latch's modal, where the visitor picks the wallet.
 * ConnectKit takes `latch()` itself.
 * https://latch.dev/docs/wagmi/latchWallet
 */
export function latchWallet(parameters: LatchParameters): () => LatchWallet {
  const connector = latch(parameters)
  return () => ({
    id: parameters.id ?? 'latch',
    name: parameters.name ?? 'Latch',
    iconUrl: parameters.icon ?? latchIcon,
    iconBackground: '#2f5bea',
    installed: true,
    createConnector: (walletDetails) => (config) => ({
      ...connector(config),
      ...walletDetails,
    }),
  })
}
