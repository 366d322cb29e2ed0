import { InvalidCallError } from '@latch/common'
import type { Address, Hex } from 'viem'

/** One call of a `wallet_sendCalls` batch. */
export type Call = {
  /** Must start with 0x (SPEC §5). */
  to: Address
  /** When present, must start with 0x (SPEC §5). */
  data?: Hex | undefined
  /** Wei to send. */
  value?: bigint | undefined
}

/**
 * The SPEC §5 rules of `wallet_sendCalls`: at least one call, every call's
 * `to` starts with 0x, `data` if present starts with 0x (and `value` is a
 * bigint), checked before the wallet is asked.
 *
 * @throws {InvalidCallError} naming the first bad call and field
 */
export function validateCalls(calls: readonly Call[]): void {
  if (!Array.isArray(calls) || calls.length === 0)
    throw new InvalidCallError({ index: 0, field: 'calls' })
  calls.forEach((call, index) => {
    const { to, data, value } = (call ?? {}) as Record<string, unknown>
    if (typeof to !== 'string' || !to.startsWith('0x'))
      throw new InvalidCallError({ index, field: 'to' })
    if (
      data !== undefined &&
      (typeof data !== 'string' || !data.startsWith('0x'))
    )
      throw new InvalidCallError({ index, field: 'data' })
    if (value !== undefined && typeof value !== 'bigint')
      throw new InvalidCallError({ index, field: 'value' })
  })
}
