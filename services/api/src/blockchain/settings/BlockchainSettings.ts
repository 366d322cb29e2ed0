import type { RateLimitSettings } from '../../analytics/AnalyticsSettings.js'
import type { OnrampSettings } from '../onramp/OnrampSettings.js'

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
  /**
   * An ERC-4337 bundler (EntryPoint v0.7) for this chain: embedded users
   * get smart accounts here, and POST /v1/bundler forwards to it
   * (`LATCH_API_BUNDLER_<chainId>` or `LATCH_API_BUNDLER_URLS`). None: that
   * route answers 400 `BUNDLER_NOT_CONFIGURED`. @default none
   */
  bundlerUrl?: string | undefined
  /**
   * The v0.7 VerifyingPaymaster that trusts `paymaster.signerKey` on this
   * chain (`LATCH_API_PAYMASTER_ADDRESSES`). None: POST /v1/paymaster
   * answers 400 `PAYMASTER_NOT_CONFIGURED`.
   */
  paymasterAddress?: `0x${string}` | undefined
  /**
   * Swaps on this chain (/v1/convert/*) through Uniswap V2 and V3
   * deployments (`LATCH_API_SWAP_<chainId>`, JSON). None: those routes
   * answer 400 'Network not supported for Swaps'. @default none
   */
  swap?: SwapSettings | undefined
}

/** The DEX deployments and tokens the swap routes of one chain use. */
export type SwapSettings = {
  /** The wrapped native currency (WETH9) that stands for the native one in paths. */
  wrappedNative: `0x${string}`
  /** Uniswap V2: its Router02 (quotes with `getAmountsOut`, swaps). */
  uniswapV2?: { router: `0x${string}` } | undefined
  /** Uniswap V3: QuoterV2, SwapRouter and the fee tiers tried. */
  uniswapV3?:
    | {
        quoter: `0x${string}`
        router: `0x${string}`
        /** @default [500, 3000, 10000] */
        fees?: readonly number[] | undefined
      }
    | undefined
  /** Tokens GET /v1/convert/tokens lists after the native currency. @default the chain's `tokens` */
  tokens?: readonly TokenSettings[] | undefined
  /**
   * Tokens tried as the middle of one-hop routes, besides `wrappedNative`
   * (at most 8: each costs the node 1 + fees² calls per quote).
   * @default the first three of `tokens`
   */
  intermediates?: readonly `0x${string}`[] | undefined
}

/** The verifying paymaster that POST /v1/paymaster signs for. */
export type PaymasterSettings = {
  /**
   * Private key of the paymaster contracts' verifying signer
   * (`LATCH_API_PAYMASTER_KEY`). None: POST /v1/paymaster answers 400
   * `PAYMASTER_NOT_CONFIGURED`. @default the public devnet key on the
   * devnet chains, none otherwise
   */
  signerKey: `0x${string}` | undefined
  /** How long a signed sponsorship is valid (`validUntil`), seconds. @default 600 */
  validForSeconds: number
  /** Gas the paymaster's validation may use when the op names none. @default 100000 */
  verificationGasLimit: bigint
  /** Gas of the paymaster's postOp (VerifyingPaymaster has none). @default 0 */
  postOpGasLimit: bigint
}

/** An SPL token the API names in Solana balances (a known-token entry). */
type SolanaTokenSettings = {
  /** Mint address, base58. */
  mint: string
  name: string
  symbol: string
  /** Used when the chain does not say (it always does in jsonParsed). */
  decimals: number
  /** @default '' */
  iconUrl?: string
}

/** One Solana cluster served by the balance route (SOL and SPL tokens). */
export type SolanaChainSettings = {
  /** CAIP-2 id, `solana:<first 32 characters of the genesis hash>`. */
  caipNetworkId: `solana:${string}`
  /** Upstream Solana JSON-RPC URLs; the first one answers. */
  rpcUrls: readonly string[]
  /** Icon of SOL. @default '' */
  nativeIconUrl?: string
  /**
   * Known SPL tokens by mint (name, symbol, icon). Other mints a wallet
   * holds are still listed, with the chain's decimals and a short mint as
   * symbol. @default []
   */
  tokens: readonly SolanaTokenSettings[]
}

/** Settings of the blockchain API (the `blockchain` part of the API settings). */
export type BlockchainSettings = {
  chains: readonly ChainSettings[]
  /** Solana clusters whose balances GET /v1/account/{address}/balance reads. */
  solanaChains: readonly SolanaChainSettings[]
  /** USD price per token symbol (static price source). */
  prices: Readonly<Record<string, number>>
  /** Suffix of registered names. @default '.latch.id' */
  nameSuffix: string
  /** Transactions per history page. @default 20 */
  historyPageSize: number
  /** RPC proxy rate limit per project: tokens per second and burst. */
  rateLimit: RateLimitSettings
  /** RPC proxy rate limit per client IP (each call one token). */
  ipRateLimit: RateLimitSettings
  /** RPC proxy rate limit per project and `Origin` (requests with one). */
  originRateLimit: RateLimitSettings
  /** Largest JSON-RPC batch forwarded (also capped at the smallest burst). */
  rpcMaxBatch: number
  /** GET /v1/account/{address}/balance: bounds on its chain node calls. */
  balance: {
    /** Balance requests per client IP. */
    ipRateLimit: RateLimitSettings
    /**
     * Chain node calls one request may make (EVM: chains × (1 + tokens);
     * Solana: 2 per cluster).
     */
    maxUpstreamCalls: number
    /** Chain node calls one request runs at once. */
    concurrency: number
    /** Timeout of each chain node call, ms. */
    timeoutMs: number
  }
  /** Swap routes (/v1/convert/*): requests per client IP (each quote makes many chain calls). */
  convert: { ipRateLimit: RateLimitSettings }
  /** Registered names. */
  names: {
    /** Names one address may hold. */
    maxPerAddress: number
    /** Registrations (POST /v1/profile/account) per client IP. */
    registerRateLimit: RateLimitSettings
    /** Reverse lookup page size: default and largest `limit`. */
    reversePageSize: number
    reverseMaxPageSize: number
  }
  /** Gas sponsorship: the verifying paymaster's signer and its limits. */
  paymaster: PaymasterSettings
  /** Card on-ramp: provider, sandbox treasury, fees, webhooks. */
  onramp: OnrampSettings
  /** Indexer: poll interval, blocks re-checked on reorg, blocks per pass. */
  indexer: {
    pollIntervalMs: number
    reorgDepth: number
    maxBlocksPerPass: number
  }
}
