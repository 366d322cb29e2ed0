import type { ApiClient } from './createApiClient.js'

/**
 * Has latch-api store a session the wallet granted (POST
 * /v1/sessions/{address}): it keeps it once the signed delegation in
 * `pci` is the account's and carries exactly these permissions.
 */
export async function storeSession(
  api: ApiClient,
  {
    address,
    ...body
  }: {
    address: string
    pci: string
    chainId: number
    expiry: number
    /** As sent to the wallet (amounts as hex quantities). */
    permissions: readonly unknown[]
  },
): Promise<void> {
  await api.request({
    path: `/v1/sessions/${encodeURIComponent(address)}`,
    method: 'POST',
    body,
  })
}
