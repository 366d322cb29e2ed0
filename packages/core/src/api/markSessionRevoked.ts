import type { ApiClient } from './createApiClient.js'

/**
 * Has latch-api mark a session revoked (POST
 * /v1/sessions/{address}/revoke with no signature): it checks on chain
 * that the delegation is disabled, so the user signs nothing more.
 */
export async function markSessionRevoked(
  api: ApiClient,
  { address, pci }: { address: string; pci: string },
): Promise<void> {
  await api.request({
    path: `/v1/sessions/${encodeURIComponent(address)}/revoke`,
    method: 'POST',
    body: { pci },
  })
}
