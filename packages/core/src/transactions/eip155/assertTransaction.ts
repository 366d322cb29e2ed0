import {
  FeeCapTooHighError,
  getEvmAddress,
  InvalidChainIdError,
} from '@latch/common'
import type { TransactionRequest } from './toRpcTransaction.js'

const maxUint256 = 2n ** 256n - 1n

/**
 * What a transaction serializer refuses (SPEC §8), checked before the
 * wallet is asked: a malformed `to` (InvalidAddressError), a fee cap above
 * 2^256-1 (FeeCapTooHighError), a chain id that is not a positive integer
 * (InvalidChainIdError).
 */
export function assertTransaction(
  transaction: TransactionRequest,
  chainId?: number | undefined,
): void {
  if (chainId !== undefined && !(Number.isSafeInteger(chainId) && chainId > 0))
    throw new InvalidChainIdError({ chainId })
  if (transaction.to !== undefined) getEvmAddress(transaction.to)
  for (const fee of [transaction.maxFeePerGas, transaction.gasPrice])
    if (fee !== undefined && fee > maxUint256)
      throw new FeeCapTooHighError({ details: `fee cap ${fee} wei` })
}
