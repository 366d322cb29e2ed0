import type { ApiClient } from './createApiClient.js'
import type { Identity } from './types.js'

export type GetIdentityParameters = {
  address: string
  /** The connected account asking, if any. */
  sender?: string | undefined
}

/** Name and avatar of an address (GET /v1/identity/{address}). */
export function getIdentity(
  api: ApiClient,
  parameters: GetIdentityParameters,
): Promise<Identity> {
  return api.request({
    path: `/v1/identity/${encodeURIComponent(parameters.address)}`,
    query: { sender: parameters.sender },
  })
}
