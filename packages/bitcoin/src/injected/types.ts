import type { CaipNetworkId } from '@latch/common'
import type { BitcoinProvider } from '@latch/core'

/** What an injected Bitcoin wallet connected: payment addresses and chain. */
export type BitcoinSession = {
  /** Payment addresses, the one that signs first (SPEC §4 `payment`). */
  readonly accounts: readonly string[]
  readonly chain: CaipNetworkId
}

/** Networks the host configured, to place a wallet's network name. */
export type BitcoinNetworkList = readonly {
  readonly caipNetworkId: CaipNetworkId
  readonly testnet?: boolean | undefined
}[]

/**
 * One injected Bitcoin wallet, whatever interface it exposes (Wallet
 * Standard `bitcoin:` features or a sats-connect provider), as the
 * `bitcoinInjected` connector drives it.
 */
export type InjectedBitcoinWallet = {
  readonly id: string
  readonly name: string
  readonly icon?: string | undefined
  readonly provider: BitcoinProvider
  /** Asks the wallet for its payment address (the wallet prompts). */
  connect(networks: BitcoinNetworkList): Promise<BitcoinSession>
  /** The session the wallet shares without a prompt, if it does. */
  restore(networks: BitcoinNetworkList): Promise<BitcoinSession | undefined>
  disconnect(): Promise<void>
  /**
   * Calls back when the wallet's account or network changes (undefined:
   * the wallet left). Returns a function that stops watching.
   */
  watch(
    networks: BitcoinNetworkList,
    onChange: (session: BitcoinSession | undefined) => void,
  ): () => void
}
