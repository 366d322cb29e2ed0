import type { ApiClient } from './createApiClient.js'
import type { Transaction } from './types.js'

export type GetHistoryParameters = {
  address: string
  /** The `next` of the previous page. */
  cursor?: string | undefined
  /** CAIP-2 network id. */
  chainId?: string | undefined
  onramp?: string | undefined
  signal?: AbortSignal | undefined
}

export type GetHistoryReturnType = {
  data: Transaction[]
  next: string | null
}

/** One page of an account's transactions (GET /v1/account/{account}/history). */
export function getHistory(
  api: ApiClient,
  parameters: GetHistoryParameters,
): Promise<GetHistoryReturnType> {
  const { address, cursor, chainId, onramp, signal } = parameters
  return api.request({
    path: `/v1/account/${encodeURIComponent(address)}/history`,
    query: { cursor, chainId, onramp },
    signal,
  })
}
