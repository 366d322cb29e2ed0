import type { ApiClient } from './createApiClient.js'
import type { WalletRecord } from './types.js'

export type GetWalletsParameters = {
  /** 1-based page. @default 1 */
  page?: number | undefined
  /** Page size. @default 40 */
  entries?: number | undefined
  search?: string | undefined
  badge_type?: string | undefined
  /** Only these wallet ids. */
  include?: readonly string[] | undefined
  /** Leave out these wallet ids. */
  exclude?: readonly string[] | undefined
  /**
   * The wallet must support one of these: CAIP-2 network ids
   * (`solana:5eykt4Us…`) or whole namespaces (`solana`), sent comma separated.
   */
  chains?: readonly string[] | undefined
  signal?: AbortSignal | undefined
}

export type GetWalletsReturnType = {
  data: WalletRecord[]
  count: number
}

/**
 * A page of the wallet directory (GET /getWallets).
 *
 * @example
 * const { data, count } = await getWallets(api, { page: 1, entries: 40 })
 */
export function getWallets(
  api: ApiClient,
  parameters: GetWalletsParameters = {},
): Promise<GetWalletsReturnType> {
  const { signal, page = 1, entries = 40, ...rest } = parameters
  return api.request({
    path: '/getWallets',
    query: { page, entries, ...rest },
    signal,
  })
}
