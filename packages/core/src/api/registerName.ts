import type { ApiClient } from './createApiClient.js'
import type { NameRecord } from './types.js'

export type RegisterNameParameters = {
  /** ENSIP-11 coin type of the chain (60 for Ethereum mainnet). */
  coin_type: number
  address: string
  /** The signed JSON message: `{ name, attributes, timestamp }`. */
  message: string
  /** EIP-191 signature of `message` by `address`. */
  signature: string
}

/** Registers a name for an address (POST /v1/profile/account). */
export function registerName(
  api: ApiClient,
  parameters: RegisterNameParameters,
): Promise<NameRecord> {
  return api.request({
    path: '/v1/profile/account',
    method: 'POST',
    body: parameters,
  })
}
