import { isCaipAddress, parseCaipAddress } from '@latch/common'
import type { SwapTransaction } from '../api/convert.js'
import type { Call } from '../transactions/validateCalls.js'

/** The API's transactions name the router as CAIP-10: the wallet takes 0x. */
export const plainAddress = (address: string) =>
  (isCaipAddress(address)
    ? parseCaipAddress(address).address
    : address) as `0x${string}`

/**
 * Whether the wallet runs a batch atomically on `chainId` (EIP-5792
 * `wallet_getCapabilities`: `atomic.status` 'supported'), e.g. the
 * embedded wallet's smart account where the chain has a bundler. Chain 0
 * stands for every chain.
 */
export function canBatchAtomically(
  capabilities: Record<number, Record<string, unknown>> | undefined,
  chainId: number,
): boolean {
  const atomic = (capabilities?.[chainId] ?? capabilities?.[0])?.atomic as
    | { status?: unknown }
    | undefined
  return atomic?.status === 'supported'
}

/**
 * How a swap goes to the wallet: one atomic batch [approve, swap] when an
 * approve is needed and the wallet batches atomically; otherwise steps
 * (the approve mined first when needed, then the swap).
 */
export function swapPlan(
  needsApproval: boolean,
  atomic: boolean,
): 'batch' | 'steps' {
  return needsApproval && atomic ? 'batch' : 'steps'
}

/** The `wallet_sendCalls` batch of a swap: the approve, then the swap. */
export function swapBatchCalls(
  approve: Pick<SwapTransaction, 'to' | 'data'>,
  swap: Pick<SwapTransaction, 'to' | 'data' | 'value'>,
): Call[] {
  return [
    { to: plainAddress(approve.to), data: approve.data },
    {
      to: plainAddress(swap.to),
      data: swap.data,
      value: BigInt(swap.value),
    },
  ]
}
