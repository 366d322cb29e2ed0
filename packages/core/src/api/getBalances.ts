import type { ApiClient } from './createApiClient.js'
import type { TokenBalance } from './types.js'

export type GetBalancesParameters = {
  address: string
  /** @default 'usd' */
  currency?: string | undefined
  /** CAIP-2 network id to limit the answer to. */
  chainId?: string | undefined
  /** Skip the server's cache. */
  forceUpdate?: string | undefined
  signal?: AbortSignal | undefined
}

export type GetBalancesReturnType = {
  balances: TokenBalance[]
}

/** Native and token balances of an address (GET /v1/account/{address}/balance). */
export function getBalances(
  api: ApiClient,
  parameters: GetBalancesParameters,
): Promise<GetBalancesReturnType> {
  const { address, currency = 'usd', chainId, forceUpdate, signal } = parameters
  return api.request({
    path: `/v1/account/${encodeURIComponent(address)}/balance`,
    query: { currency, chainId, forceUpdate },
    signal,
  })
}
