import { getChainError } from '@latch/common'
import type { Eip1193Provider } from '../../types/eip1193.js'

/**
 * One EIP-1193 request to the wallet; whatever it throws comes back as a
 * typed Latch error (4001 → UserRejectedRequestError, a node's "insufficient
 * funds" → InsufficientFundsError, and so on).
 */
export async function walletRequest<T = unknown>(
  provider: Eip1193Provider,
  method: string,
  params: readonly unknown[],
): Promise<T> {
  try {
    return (await provider.request({ method, params })) as T
  } catch (error) {
    throw getChainError(error)
  }
}
