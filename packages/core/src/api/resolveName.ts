import type { ApiClient } from './createApiClient.js'
import type { NameRecord } from './types.js'

export type ResolveNameParameters = {
  /** The full name, e.g. `alice.latch.id`. */
  name: string
  /** @default '2' */
  apiVersion?: string | undefined
}

/** The addresses a name points to (GET /v1/profile/account/{name}). */
export function resolveName(
  api: ApiClient,
  parameters: ResolveNameParameters,
): Promise<NameRecord> {
  return api.request({
    path: `/v1/profile/account/${encodeURIComponent(parameters.name)}`,
    query: { apiVersion: parameters.apiVersion ?? '2' },
  })
}
