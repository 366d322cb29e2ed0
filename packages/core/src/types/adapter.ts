import type { ChainNamespace } from '@latch/common'
import type { Config, ConnectorContext } from './config.js'

/**
 * What a non-EVM namespace adds to a config: its injected wallets
 * (Wallet Standard for Solana, sats-connect / Wallet Standard for Bitcoin).
 * Pass `solanaAdapter()` from `@latch/core/solana` or `bitcoinAdapter()`
 * from `@latch/core/bitcoin` in `adapters`; an EVM-only page imports
 * neither and loads none of their code. Signing, sending and WalletConnect
 * sessions of a namespace work without its adapter: they load on use.
 */
export type NamespaceAdapter = {
  readonly namespace: ChainNamespace
  /** Starts finding the namespace's wallets; the config's cleanup stops it. */
  watch(config: Config, context: ConnectorContext): void
}
