import type { ApiClient } from './createApiClient.js'
import type { NameRecord } from './types.js'

export type ReverseNameParameters = {
  address: string
  sender?: string | undefined
  /** @default '2' */
  apiVersion?: string | undefined
}

/** The names registered for an address (GET /v1/profile/reverse/{address}). */
export function reverseName(
  api: ApiClient,
  parameters: ReverseNameParameters,
): Promise<NameRecord[]> {
  return api.request({
    path: `/v1/profile/reverse/${encodeURIComponent(parameters.address)}`,
    query: {
      sender: parameters.sender,
      apiVersion: parameters.apiVersion ?? '2',
    },
  })
}
