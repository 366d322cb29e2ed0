import type { CaipNetworkId, ChainNamespace, Network } from '@latch/common'
import type { TokenBalance, Transaction } from '../api/types.js'
import type { Config, ConnectorContext } from './config.js'
import type { Connector, NamespaceProviders } from './connector.js'

/** A native balance, as `getBalance` returns it. */
export type AdapterBalance = {
  value: bigint
  decimals: number
  symbol: string
  formatted: string
}

/** A send's fee, as `estimateSendFee` returns it. */
export type AdapterSendFee = {
  gas: bigint
  gasPrice: bigint
  fee: bigint
  formatted: string
  symbol: string
}

/**
 * Sends one request of a session's namespace to the wallet (a
 * WalletConnect session, the embedded wallet's frame): its method, params,
 * and the CAIP-2 chain (undefined: the namespace's chain in use).
 */
export type NamespaceSessionRequest = (
  method: string,
  params: unknown,
  chain: CaipNetworkId | undefined,
) => Promise<unknown>

/**
 * One non-EVM namespace's code, plugged into a config: `solanaAdapter()`
 * from `@latch/solana`, `bitcoinAdapter()` from `@latch/bitcoin` (packages
 * of their own: core depends on no Solana or Bitcoin library).
 * Core's shared actions (getBalance, signMessage, sendToken,
 * estimateSendFee) reach a namespace only through its adapter, so an
 * EVM-only page, which passes none, contains none of that code; an adapter
 * loads its heavy parts (@solana/kit, @scure/btc-signer) with dynamic
 * imports on first use. Methods an adapter leaves out are unsupported on
 * its namespace (e.g. Bitcoin has no Send: 'Unsupported chain').
 */
export type NamespaceAdapter = {
  readonly namespace: ChainNamespace
  /** Starts finding the namespace's injected wallets; config cleanup stops it. */
  watch?(config: Config, context: ConnectorContext): void
  /** The native balance of `address` on `network`, from the network's RPC. */
  getBalance?(
    config: Config,
    parameters: { address: string; network: Network },
  ): Promise<AdapterBalance>
  /**
   * Signs `message` (UTF-8 text, or raw bytes as hex) with `account` of the
   * connected wallet; the signature encoded as the namespace does (base58 on
   * solana, base64 on bip122).
   */
  signMessage?(
    config: Config,
    parameters: {
      connector: Connector
      account: string
      message: string | { raw: `0x${string}` }
    },
  ): Promise<string>
  /**
   * Sends `amount` (token units, e.g. '1.5') of `token` (the native
   * currency when undefined); resolves with the transaction id and, when
   * the adapter watches the chain for it, `settled`: how it ended
   * (confirmed, failed, or undefined when the chain never said), which
   * moves the send in Activity from pending (`send/settled`).
   */
  sendToken?(
    config: Config,
    parameters: {
      token: TokenBalance | undefined
      amount: string
      receiverAddress: string
    },
  ): Promise<{
    hash: string
    settled?: Promise<'confirmed' | 'failed' | undefined> | undefined
  }>
  /**
   * The native and token balances of `address` on `network` from the
   * network's RPC (getTokenBalances without the Latch API).
   */
  getTokenBalances?(
    config: Config,
    parameters: { address: string; network: Network },
  ): Promise<TokenBalance[]>
  /**
   * A page of `address`'s transactions on `network`, newest first, read
   * from the network's RPC (the Latch API indexes eip155 only): each in
   * the API history's shape, `next` the cursor of the page after it.
   */
  getTransactions?(
    config: Config,
    parameters: {
      address: string
      network: Network
      cursor?: string | undefined
    },
  ): Promise<{ data: Transaction[]; next: string | undefined }>
  /** The fee of sending `token` to `to` (default: the sender). */
  estimateSendFee?(
    config: Config,
    parameters: { token: TokenBalance; to?: string | undefined },
  ): Promise<AdapterSendFee>
  /**
   * The namespace's provider (SolanaProvider, BitcoinProvider) over a
   * session's requests in WalletConnect's shapes (solana_signMessage…,
   * bip122 signMessage…): what the WalletConnect and embedded connectors
   * return from `getNamespaceProvider`. Loads its encodings on first use.
   */
  createSessionProvider?(
    request: NamespaceSessionRequest,
  ): Promise<NamespaceProviders[keyof NamespaceProviders]>
}
