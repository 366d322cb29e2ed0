import type { Network } from '@latch/common'
import type { Config } from '@latch/core'
import { getTokenBalances, refreshBalance } from '@latch/core'
import { SolanaTransactionFailedError } from './errors.js'
import { getSolanaRpc } from './getSolanaRpc.js'
import { waitForSolanaSignature } from './waitForSolanaSignature.js'

/**
 * After a Solana send: waits until the chain confirms the transaction and
 * resolves with how it ended — `confirmed`, `failed` (it landed with an
 * error) or undefined (still unknown after the wait, or the RPC failed) —
 * which core's sendToken turns into the send's Activity status
 * (`send/settled`). Then reloads the balances (their 30 s caches skipped)
 * so the Account view shows the new figures, without holding the answer
 * back. Never rejects.
 */
export async function refreshAfterSolanaSend(
  config: Config,
  parameters: { signature: string; network: Network },
): Promise<'confirmed' | 'failed' | undefined> {
  const status = await waitForSolanaSignature(
    getSolanaRpc(parameters.network),
    {
      signature: parameters.signature,
      pollingInterval: 250,
    },
  ).then(
    (landed) => (landed ? ('confirmed' as const) : undefined),
    (error) =>
      error instanceof SolanaTransactionFailedError
        ? ('failed' as const)
        : undefined,
  )
  void Promise.allSettled([
    getTokenBalances(config, { force: true }),
    refreshBalance(config, { force: true, fresh: true }),
  ])
  return status
}
