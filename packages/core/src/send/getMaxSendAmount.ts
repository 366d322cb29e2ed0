import { formatUnits } from '@latch/common'
import type { TokenBalance } from '../api/types.js'
import { getTokenUnits } from './getTokenUnits.js'

export type GetMaxSendAmountParameters = {
  token: TokenBalance
  /** The network fee in the native token's smallest units, if known. */
  fee?: bigint | undefined
}

/**
 * The most that can be sent of a token, as a decimal string with every
 * digit kept: the whole balance of an ERC-20, and for the native token the
 * balance less the network fee (never below zero).
 *
 * @example
 * getMaxSendAmount({ token: eth, fee: 21_000n * 2_000_000_000n })
 */
export function getMaxSendAmount(parameters: GetMaxSendAmountParameters) {
  const { token, fee = 0n } = parameters
  const units = getTokenUnits(token)
  const native = !token.address
  const max = native ? units - fee : units
  return formatUnits(max > 0n ? max : 0n, Number(token.quantity.decimals))
}
