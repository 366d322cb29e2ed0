import type { ApiClient } from './createApiClient.js'

/** A session as latch-api lists it (GET /v1/sessions/{address}). */
export type ApiSession = {
  pci: string
  delegationHash: string
  chainId: number
  address: string
  sessionKey: string
  permissions: unknown[]
  expiry: number
  createdAt: string
  revoked: boolean
}

/** The account's stored smart sessions, newest first. */
export async function getSessions(
  api: ApiClient,
  { address, signal }: { address: string; signal?: AbortSignal | undefined },
): Promise<ApiSession[]> {
  const body = await api.request<{ sessions?: ApiSession[] }>({
    path: `/v1/sessions/${encodeURIComponent(address)}`,
    signal,
  })
  return Array.isArray(body.sessions) ? body.sessions : []
}
