// The demo project's gas sponsorship (issue #22): `npm start` and the e2e
// setup give the `latch-demo` project a paymaster policy through the API's
// admin route, so the demo's "gas paid by the app" batch (apps/demo
// SendCallsPanel) is sponsored by the API's own ERC-7677 paymaster on the
// devnets out of the box. Needs the compiled packages (tsc -b).
import { smartAccountContracts } from '@latch/common/smart-account'
import { DEMO_TOKEN_ADDRESS, devAccounts } from '@latch/devnet'

/**
 * The policy: the given devnets, the demo batch's targets (dev accounts 8
 * and 9, the LDT token) and the smart-account factory (a first operation
 * deploys the account); 1 ETH a day per account, 100 ETH in all.
 *
 * @param {readonly number[]} chainIds
 */
function demoPaymasterPolicy(chainIds) {
  return {
    enabled: true,
    chains: chainIds.map((id) => `eip155:${id}`),
    allowedTargets: [
      devAccounts[8].address,
      devAccounts[9].address,
      DEMO_TOKEN_ADDRESS,
      smartAccountContracts.SimpleFactory,
    ],
    senderDailyCapWei: (10n ** 18n).toString(),
    totalBudgetWei: (100n * 10n ** 18n).toString(),
    sponsorName: 'Latch Demo',
  }
}

/**
 * PUTs `demoPaymasterPolicy(chainIds)` as `projectId`'s policy through
 * `PUT /admin/projects/{id}/paymaster-policy`; throws on anything but 200.
 *
 * @param {{ apiUrl: string, adminToken: string, chainIds: readonly number[],
 *   projectId?: string }} options
 */
export async function setDemoPaymasterPolicy({
  apiUrl,
  adminToken,
  chainIds,
  projectId = 'latch-demo',
}) {
  const response = await fetch(
    `${apiUrl}/admin/projects/${projectId}/paymaster-policy`,
    {
      method: 'PUT',
      headers: {
        authorization: `Bearer ${adminToken}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify(demoPaymasterPolicy(chainIds)),
    },
  )
  if (response.status !== 200)
    throw new Error(
      `the demo's paymaster policy was refused: ${response.status} ${await response.text()}`,
    )
}
