import type { ApiClient } from './createApiClient.js'

export type GetFungiblePricesParameters = {
  /** CAIP-10 token addresses; `0xeeee…eeee` for a native currency. */
  addresses: readonly string[]
  /** @default 'usd' */
  currency?: string | undefined
}

export type GetFungiblePricesReturnType = {
  fungibles: {
    name: string
    symbol: string
    iconUrl: string
    price: number
  }[]
}

/** Prices of tokens by address (POST /v1/fungible/price, SPEC §7). */
export function getFungiblePrices(
  api: ApiClient,
  { addresses, currency = 'usd' }: GetFungiblePricesParameters,
): Promise<GetFungiblePricesReturnType> {
  return api.request({
    path: '/v1/fungible/price',
    body: { currency, addresses, projectId: api.projectId },
  })
}
