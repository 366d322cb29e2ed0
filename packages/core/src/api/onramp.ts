import type { ApiClient } from './createApiClient.js'

// The Blockchain API's card on-ramp calls (SPEC §3, §7). Fiat amounts are
// decimal strings ('100.00'), never numbers.

/** One network a purchasable asset lives on (SPEC §3). */
export type OnrampNetwork = {
  /** CAIP-2, e.g. `eip155:31337`. */
  name: string
  display_name: string
  chain_id: string
  contract_address: string
}

/** GET /v1/onramp/options (SPEC §3). */
export type OnrampOptions = {
  purchaseCurrencies: {
    id: string
    name: string
    symbol: string
    networks: OnrampNetwork[]
  }[]
  paymentCurrencies: {
    id: string
    payment_method_limits: { id: string; min: string; max: string }[]
  }[]
}

type OnrampAmount = { amount: string; currency: string }

/** POST /v1/onramp/quote (SPEC §3). */
export type OnrampQuote = {
  coinbaseFee: OnrampAmount
  networkFee: OnrampAmount
  paymentSubtotal: OnrampAmount
  paymentTotal: OnrampAmount
  purchaseAmount: OnrampAmount
  quoteId: string
}

/** An order as GET /v1/onramp/orders/{id} reports it. */
export type OnrampOrder = {
  id: string
  status: 'created' | 'pending' | 'completed' | 'failed'
  /** Pending, but the buyer has still to pass the card's 3-D Secure step. */
  awaiting?: 'three_ds' | undefined
  /** 'declined' for a declined card, else the delivery's failure. */
  reason?: string | undefined
  /** CAIP-2. */
  network: string
  destination: string
  purchaseAmount: {
    /** Base units. */
    units: string
    currency: string
    decimals: number
    contractAddress: string | null
  }
  paymentTotal: { cents: string; currency: string }
  txHash: string | null
}

/** The assets and fiat currencies the server's on-ramp offers. */
export function getOnrampOptions(api: ApiClient): Promise<OnrampOptions> {
  return api.request({ path: '/v1/onramp/options' })
}

/** What `amount` of `paymentCurrency` buys of `purchaseCurrency`. */
export function getOnrampQuote(
  api: ApiClient,
  body: {
    purchaseCurrency: string
    paymentCurrency: string
    amount: string
    /** CAIP-2. */
    network: string
    paymentMethod?: string | undefined
  },
  signal?: AbortSignal,
): Promise<OnrampQuote> {
  return api.request({ path: '/v1/onramp/quote', body, signal })
}

/** A checkout page for one purchase (SPEC §7: the answer's `url`). */
export function generateOnrampUrl(
  api: ApiClient,
  body: {
    destinationWallets: {
      address: string
      blockchains?: string[] | undefined
      assets?: string[] | undefined
    }[]
    defaultNetwork?: string | undefined
    partnerUserId?: string | undefined
    defaultExperience?: 'buy' | undefined
    presetFiatAmount: string
    fiatCurrency?: string | undefined
  },
): Promise<{ url: string; sessionId?: string | undefined }> {
  return api.request({ path: '/v1/generators/onrampurl', body })
}

/** An order's public status. */
export function getOnrampOrder(
  api: ApiClient,
  id: string,
  signal?: AbortSignal,
): Promise<OnrampOrder> {
  return api.request({
    path: `/v1/onramp/orders/${encodeURIComponent(id)}`,
    signal,
  })
}
