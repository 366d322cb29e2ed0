/** One network a purchasable asset lives on (SPEC §3 options shape). */
type OnrampNetwork = {
  name: string
  display_name: string
  chain_id: string
  contract_address: string
}

/** A purchasable asset (SPEC §3: id, name, symbol, networks). */
export type OnrampPurchaseCurrency = {
  id: string
  name: string
  symbol: string
  networks: OnrampNetwork[]
}

/** A fiat currency with its payment method limits (SPEC §3). */
export type OnrampPaymentCurrency = {
  id: string
  payment_method_limits: { id: string; min: string; max: string }[]
}

/** GET /v1/onramp/options (SPEC §3). */
export type OnrampOptions = {
  purchaseCurrencies: OnrampPurchaseCurrency[]
  paymentCurrencies: OnrampPaymentCurrency[]
}

type Amount = { amount: string; currency: string }

/** POST /v1/onramp/quote (SPEC §3; Coinbase Onramp's quote shape). */
export type OnrampQuote = {
  coinbaseFee: Amount
  networkFee: Amount
  paymentSubtotal: Amount
  paymentTotal: Amount
  purchaseAmount: Amount
  quoteId: string
}

/** What a quote is asked for, already resolved to one asset on one chain. */
export type OnrampQuoteRequest = {
  /** Asset symbol, e.g. 'ETH'. */
  asset: string
  chainId: number
  /** A Solana chain's CAIP-2 id (then `chainId` is 0). */
  network?: `solana:${string}` | undefined
  /** Fiat currency id, e.g. 'USD'. */
  fiat: string
  /** Fiat amount as the user typed it, e.g. '100' or '25.50'. */
  amount: string
  /** @default 'card' */
  paymentMethod?: string | undefined
}

/** A checkout to open for one purchase. */
type OnrampSessionRequest = {
  projectId: string
  destination: {
    address: string
    chainId: number
    network?: `solana:${string}` | undefined
  }
  asset: string
  fiat: string
  amount: string
  paymentMethod?: string | undefined
  partnerUserId: string
  /** Base URL of this server as the browser reaches it (checkout pages). */
  publicUrl: string
  clientIp?: string | undefined
}

type OrderStatus = 'created' | 'pending' | 'completed' | 'failed' | 'declined'

/** An order as providers and the status endpoint report it. */
export type OrderEvent = {
  id: string
  status: OrderStatus
  txHash?: string | undefined
}

/**
 * A card on-ramp provider (design/components.md "Card on-ramp"): the
 * sandbox delivers on the devnet; Coinbase and MoonPay build their real
 * request formats.
 */
export interface OnrampProvider {
  id: string
  options(): Promise<OnrampOptions>
  quote(q: OnrampQuoteRequest): Promise<OnrampQuote>
  createSession(
    s: OnrampSessionRequest,
  ): Promise<{ sessionId: string; url: string; expiresAt: number }>
  /** The event of a signed webhook body, or null when forged or stale. */
  verifyWebhook(
    rawBody: Uint8Array,
    headers: Record<string, string>,
  ): OrderEvent | null
  getOrder(id: string): Promise<OrderEvent>
}
