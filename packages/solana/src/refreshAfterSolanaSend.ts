import type { Network } from '@latch/common'
import type { Config } from '@latch/core'
import { getTokenBalances, refreshBalance } from '@latch/core'
import { getSolanaRpc } from './getSolanaRpc.js'
import { waitForSolanaSignature } from './waitForSolanaSignature.js'

/**
 * After a Solana send: once the transaction is confirmed, reloads the
 * balances (their 30 s caches skipped) so the Account view shows the new
 * figures. Activity is eip155-only (SPEC §9). Never throws.
 */
export async function refreshAfterSolanaSend(
  config: Config,
  parameters: { signature: string; network: Network },
): Promise<void> {
  await waitForSolanaSignature(getSolanaRpc(parameters.network), {
    signature: parameters.signature,
    pollingInterval: 250,
  }).catch(() => undefined)
  await Promise.allSettled([
    getTokenBalances(config, { force: true }),
    refreshBalance(config, { force: true, fresh: true }),
  ])
}
