import type { ApiClient } from './createApiClient.js'

// The Blockchain API's swap calls (SPEC §7, `/v1/convert/*`). Tokens and
// accounts are CAIP-10 (`eip155:<chainId>:0x…`, the native currency
// `0xeeee…eeee`); amounts are decimal strings of base units.

/** A token the API swaps on a chain. */
export type SwapToken = {
  name: string
  symbol: string
  /** CAIP-10. */
  address: string
  decimals: number
  logoUri: string
  eip2612: boolean
}

/** The pools a quote goes through (GET /v1/convert/quotes `route`). */
export type SwapRoute = {
  protocol: 'uniswap-v2' | 'uniswap-v3' | (string & {})
  /** In order, CAIP-10 with symbols; the native currency at a native end. */
  tokens: { address: string; symbol: string }[]
  /** V3 fee tier of each pool (3000 = 0.3 %). */
  fees?: number[] | undefined
}

/** The best route's amounts (GET /v1/convert/quotes). */
export type SwapQuote = {
  id: string | null
  fromAmount: string
  fromAccount: string
  toAmount: string
  toAccount: string
  /** Latch API: the route taken (absent from other APIs). */
  route?: SwapRoute | undefined
}

/** A transaction the API built for the user to sign. */
export type SwapTransaction = {
  from: `0x${string}`
  to: `0x${string}`
  data: `0x${string}`
  value: string
  /** build-transaction: the quoted output amount. */
  amount?: string | undefined
  eip155: { gas: number | string; gasPrice: string }
}

/** The tokens the API swaps on `chainId` (CAIP-2), the native one first. */
export function getConvertTokens(
  api: ApiClient,
  { chainId }: { chainId: string },
): Promise<{ tokens: SwapToken[] }> {
  return api.request({ path: '/v1/convert/tokens', query: { chainId } })
}

/** The best route for `amount` of `from` into `to`. */
export function getConvertQuotes(
  api: ApiClient,
  parameters: {
    amount: string
    from: string
    to: string
    userAddress: string
    gasPrice?: string | undefined
  },
  signal?: AbortSignal,
): Promise<{ quotes: SwapQuote[] }> {
  return api.request({
    path: '/v1/convert/quotes',
    query: parameters,
    signal,
  })
}

/** What `userAddress` allows the API's routers to spend of `tokenAddress`. */
export function getConvertAllowance(
  api: ApiClient,
  parameters: { tokenAddress: string; userAddress: string },
): Promise<{ allowance: string }> {
  return api.request({ path: '/v1/convert/allowance', query: parameters })
}

/** The chain's gas price in wei: standard, fast, instant. */
export function getConvertGasPrice(
  api: ApiClient,
  { chainId }: { chainId: string },
): Promise<{ standard: string; fast: string; instant: string }> {
  return api.request({ path: '/v1/convert/gas-price', query: { chainId } })
}

/** An ERC-20 approve of exactly `amount` (unlimited without) to the router. */
export function buildConvertApprove(
  api: ApiClient,
  parameters: {
    userAddress: string
    from: string
    to: string
    amount?: string | undefined
  },
): Promise<{ tx: SwapTransaction }> {
  return api.request({ path: '/v1/convert/build-approve', query: parameters })
}

/** The swap transaction, paying at least the quote less `slippage` %. */
export function buildConvertTransaction(
  api: ApiClient,
  parameters: {
    amount: string
    from: string
    to: string
    userAddress: string
    /** Percent, 0 < s ≤ 50. @default 1 */
    slippage?: string | undefined
    disableEstimate?: boolean | undefined
  },
  signal?: AbortSignal,
): Promise<{ tx: SwapTransaction }> {
  const { slippage, ...rest } = parameters
  return api.request({
    path: '/v1/convert/build-transaction',
    method: 'POST',
    body: {
      ...rest,
      projectId: api.projectId,
      ...(slippage === undefined ? {} : { eip155: { slippage } }),
    },
    signal,
  })
}
