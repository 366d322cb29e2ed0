import type { TokenSettings } from '../settings/BlockchainSettings.js'

/** The card on-ramp (`LATCH_API_ONRAMP_*`, README "Card on-ramp"). */
export type OnrampSettings = {
  /**
   * `LATCH_API_ONRAMP_PROVIDER`: `sandbox`, `coinbase`, `moonpay` or `off`.
   * @default 'sandbox' when a treasury key is set, else 'off'
   */
  provider: 'sandbox' | 'coinbase' | 'moonpay' | 'off'
  /** `LATCH_API_ONRAMP_TREASURY_KEY`: the sandbox's paying account. */
  treasuryKey?: `0x${string}` | undefined
  /**
   * `LATCH_API_ONRAMP_SOLANA_TREASURY_KEY`: the sandbox's paying account on
   * the Solana chains (base58 of a 32-byte private key or a 64-byte secret
   * key). Without it, SOL is not offered.
   */
  solanaTreasuryKey?: string | undefined
  /** USD per unit of each fiat currency offered (`LATCH_API_ONRAMP_EUR_USD`). */
  fiatUsdRates: Readonly<Record<string, string>>
  /** Provider fee in basis points (1–2 %). @default 150 */
  feeBps: number
  /** `LATCH_API_ONRAMP_WEBHOOK_URL`: where signed order events go. */
  webhookUrl?: string | undefined
  /** `LATCH_API_ONRAMP_WEBHOOK_SECRET`: their HMAC-SHA256 key. */
  webhookSecret?: string | undefined
  /** Delays between webhook attempts, ms. @default [1000, 5000, 30000] */
  webhookRetryDelaysMs: readonly number[]
  /** Base URL of checkout pages (`LATCH_API_PUBLIC_URL`). @default the request's origin */
  publicUrl?: string | undefined
  /** How long a checkout stays open, seconds. @default 1800 */
  orderTtlSeconds: number
  /**
   * How long the process that paid or claimed an order owns its delivery,
   * seconds; after it, the sweep of any API process may take it over.
   * @default 120
   */
  deliveryLeaseSeconds: number
  /** How often undelivered paid orders are looked for, ms. @default 30000 */
  deliverySweepMs: number
  /** How long a delivery waits for its receipt, ms. @default 60000 */
  receiptTimeoutMs: number
  /** ERC-20s offered beside each chain's `tokens`, by chain id. */
  extraTokens: Readonly<Record<number, readonly TokenSettings[]>>
  /** Quotes and sessions per client IP. */
  ipRateLimit: { ratePerSecond: number; burst: number }
  /** Coinbase Onramp: `LATCH_API_ONRAMP_COINBASE_APP_ID`, `_COINBASE_JWT`. */
  coinbase?:
    | { appId?: string | undefined; jwt?: string | undefined }
    | undefined
  /** MoonPay: `LATCH_API_ONRAMP_MOONPAY_KEY` (pk_…), `_MOONPAY_SECRET` (sk_…). */
  moonpay?:
    | { apiKey: string; secretKey: string; baseUrl?: string | undefined }
    | undefined
}
