/** An ERC-20 token the API knows on one chain (balances, prices, history). */
export type TokenSettings = {
  /** Contract address, 0x-prefixed. */
  address: `0x${string}`
  name: string
  symbol: string
  decimals: number
  /** Shown by wallets next to the token. @default '' */
  iconUrl?: string
}

/** One EVM chain served by the blockchain API. */
export type ChainSettings = {
  /** EVM chain id, e.g. 31337. */
  chainId: number
  /** Upstream JSON-RPC URLs; the first one answers. */
  rpcUrls: readonly string[]
  /** Native currency, priced by its symbol. */
  nativeCurrency: { name: string; symbol: string; decimals: number }
  /** Icon of the native currency. @default '' */
  nativeIconUrl?: string
  /** ERC-20 tokens listed in balances. @default [] */
  tokens: readonly TokenSettings[]
  /** Token contracts whose transfers history flags as spam. @default [] */
  spamTokens: readonly `0x${string}`[]
  /** First block the history indexer reads. @default 0 */
  indexFromBlock?: number
}

/** Settings of the blockchain API (the `blockchain` part of the API settings). */
export type BlockchainSettings = {
  chains: readonly ChainSettings[]
  /** USD price per token symbol (static price source). */
  prices: Readonly<Record<string, number>>
  /** Suffix of registered names. @default '.latch.id' */
  nameSuffix: string
  /** Transactions per history page. @default 20 */
  historyPageSize: number
  /** RPC proxy rate limit per project: tokens per second and burst. */
  rateLimit: { ratePerSecond: number; burst: number }
  /** Indexer: poll interval, blocks re-checked on reorg, blocks per pass. */
  indexer: {
    pollIntervalMs: number
    reorgDepth: number
    maxBlocksPerPass: number
  }
}
