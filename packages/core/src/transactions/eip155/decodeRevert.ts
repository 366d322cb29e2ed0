import { ExecutionRevertedError } from '@latch/common'
import { type Abi, decodeErrorResult } from 'viem'

/**
 * Names the custom error of a revert, by the contract's ABI (viem's
 * decoder), e.g. `InsufficientBalance(0x…, 0, 1000)`. Other errors pass.
 */
export function decodeRevert(error: unknown, abi: Abi): unknown {
  if (!(error instanceof ExecutionRevertedError) || !error.data) return error
  if (error.data.length < 10) return error
  try {
    const { errorName, args } = decodeErrorResult({ abi, data: error.data })
    const list = (args ?? []).map((arg) => String(arg)).join(', ')
    return new ExecutionRevertedError({
      cause: error,
      details: error.details,
      data: error.data,
      reason: `${errorName}(${list})`,
    })
  } catch {
    return error
  }
}
