import type { ApiClient } from './createApiClient.js'
import type { Nft } from './types.js'

export type GetAccountNftsParameters = {
  address: string
  /** CAIP-2 network id to limit the answer to. */
  chainId?: string | undefined
  signal?: AbortSignal | undefined
}

export type GetAccountNftsReturnType = { data: Nft[] }

/** The NFTs an address holds (GET /v1/account/{address}/nfts). */
export function getAccountNfts(
  api: ApiClient,
  parameters: GetAccountNftsParameters,
): Promise<GetAccountNftsReturnType> {
  const { address, chainId, signal } = parameters
  return api.request({
    path: `/v1/account/${encodeURIComponent(address)}/nfts`,
    query: { chainId },
    signal,
  })
}
