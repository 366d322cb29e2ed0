import type { ApiClient } from './createApiClient.js'

export type GetSupportedChainsReturnType = {
  /** CAIP-2 ids the API's RPC proxy serves over HTTP (`/v1/?chainId=…`). */
  http: string[]
  /** CAIP-2 ids served over WebSocket. */
  ws: string[]
}

/** The chains the API serves (GET /v1/supported-chains). */
export function getSupportedChains(
  api: ApiClient,
): Promise<GetSupportedChainsReturnType> {
  return api.request({ path: '/v1/supported-chains' })
}
