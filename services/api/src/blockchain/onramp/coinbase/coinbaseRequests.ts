// Coinbase Onramp request formats, from the CDP docs:
// https://docs.cdp.coinbase.com/onramp/reference (POST /onramp/v1/token:
// `addresses: [{ address, blockchains }]`, `assets?`, `clientIp`; the
// documented example body is `{"addresses":[{"address":"0x1234567890abcdef1234567890abcdef12345678","blockchains":["base","ethereum"]}],"clientIp":"192.0.2.1"}`),
// https://docs.cdp.coinbase.com/onramp-&-offramp/onramp-apis/generating-onramp-url
// (`https://pay.coinbase.com/buy/select-asset?sessionToken=<token>&<other params>`)
// and design/components.md "Card on-ramp" (buy quote body and the legacy
// URL-generator fields the SPEC's /v1/generators/onrampurl carries).

const COINBASE_API = 'https://api.developer.coinbase.com/onramp'
const COINBASE_PAY_URL = 'https://pay.coinbase.com/buy/select-asset'

export type CoinbaseRequest = {
  url: string
  method: 'GET' | 'POST'
  headers: Record<string, string>
  body?: string
}

const headers = (jwt: string) => ({
  authorization: `Bearer ${jwt}`,
  'content-type': 'application/json',
})

/** POST /v1/token: a single-use session token (5 minutes). */
export function buildSessionTokenRequest(
  jwt: string,
  {
    addresses,
    assets,
    clientIp,
  }: {
    addresses: readonly { address: string; blockchains: readonly string[] }[]
    assets?: readonly string[] | undefined
    clientIp: string
  },
): CoinbaseRequest {
  return {
    url: `${COINBASE_API}/v1/token`,
    method: 'POST',
    headers: headers(jwt),
    body: JSON.stringify({
      addresses: addresses.map((a) => ({
        address: a.address,
        blockchains: [...a.blockchains],
      })),
      ...(assets?.length ? { assets: [...assets] } : {}),
      clientIp,
    }),
  }
}

/** POST /v1/buy/quote: the SPEC's quote shape answers it. */
export function buildBuyQuoteRequest(
  jwt: string,
  q: {
    purchaseCurrency: string
    purchaseNetwork: string
    paymentAmount: string
    paymentCurrency: string
    paymentMethod: string
    country: string
    subdivision?: string | undefined
  },
): CoinbaseRequest {
  return {
    url: `${COINBASE_API}/v1/buy/quote`,
    method: 'POST',
    headers: headers(jwt),
    body: JSON.stringify({
      purchase_currency: q.purchaseCurrency,
      purchase_network: q.purchaseNetwork,
      payment_amount: q.paymentAmount,
      payment_currency: q.paymentCurrency,
      payment_method: q.paymentMethod,
      country: q.country,
      ...(q.subdivision ? { subdivision: q.subdivision } : {}),
    }),
  }
}

/** GET /v1/buy/options: the SPEC's options shape answers it. */
export function buildBuyOptionsRequest(
  jwt: string,
  {
    country,
    subdivision,
  }: { country: string; subdivision?: string | undefined },
): CoinbaseRequest {
  const query = new URLSearchParams({ country })
  if (subdivision) query.set('subdivision', subdivision)
  return {
    url: `${COINBASE_API}/v1/buy/options?${query}`,
    method: 'GET',
    headers: headers(jwt),
  }
}

/**
 * The pay.coinbase.com URL of a session: the token plus the generator's
 * optional fields (`defaultNetwork`, `defaultExperience`,
 * `presetCryptoAmount`, `presetFiatAmount`, `fiatCurrency`,
 * `partnerUserId`, `redirectUrl`, `defaultAsset`), in that order.
 */
export function buildOnrampUrl(p: {
  sessionToken: string
  defaultNetwork?: string | undefined
  defaultAsset?: string | undefined
  defaultExperience?: 'buy' | 'send' | undefined
  presetCryptoAmount?: number | string | undefined
  presetFiatAmount?: number | string | undefined
  fiatCurrency?: string | undefined
  partnerUserId?: string | undefined
  redirectUrl?: string | undefined
}): string {
  const query = new URLSearchParams({ sessionToken: p.sessionToken })
  const { sessionToken: _, ...rest } = p
  for (const [key, value] of Object.entries(rest))
    if (value !== undefined && value !== '') query.set(key, String(value))
  return `${COINBASE_PAY_URL}?${query}`
}
