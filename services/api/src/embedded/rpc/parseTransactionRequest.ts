import { readRpcQuantity } from '@latch/common'
import { type Address, type Hex, isAddress, isHex } from 'viem'
import { embeddedErrors } from '../http/EmbeddedError.js'

/** An `eth_sendTransaction` / `wallet_sendCalls` call, decoded. */
export type ParsedTransaction = {
  to?: Address | undefined
  data?: Hex | undefined
  value?: bigint | undefined
  gas?: bigint | undefined
  maxFeePerGas?: bigint | undefined
  maxPriorityFeePerGas?: bigint | undefined
}

const quantity = (value: unknown, field: string): bigint | undefined => {
  if (value === undefined || value === null) return undefined
  const read = readRpcQuantity(value)
  if (read === undefined)
    throw embeddedErrors.badRequest(`${field} must be a hex quantity`)
  return read
}

/**
 * Decodes a JSON-RPC transaction object (hex quantities, `data` or
 * `input`); a `from` other than the user's address → 400. Nonce and
 * chain come from the node, not the caller.
 */
export function parseTransactionRequest(
  value: unknown,
  { from }: { from: Address },
): ParsedTransaction {
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw embeddedErrors.badRequest('A transaction object is required')
  const tx = value as Record<string, unknown>
  if (
    tx.from !== undefined &&
    (typeof tx.from !== 'string' ||
      tx.from.toLowerCase() !== from.toLowerCase())
  )
    throw embeddedErrors.badRequest('from is not the account of this session')
  if (
    tx.to !== undefined &&
    tx.to !== null &&
    (typeof tx.to !== 'string' || !isAddress(tx.to))
  )
    throw embeddedErrors.badRequest('to must be an address')
  const data = tx.data ?? tx.input
  if (
    data !== undefined &&
    (typeof data !== 'string' || !isHex(data) || data.length % 2)
  )
    throw embeddedErrors.badRequest('data must be even-length hex')
  const parsed: ParsedTransaction = {
    ...(typeof tx.to === 'string' ? { to: tx.to as Address } : {}),
    ...(data ? { data: data as Hex } : {}),
  }
  const value_ = quantity(tx.value, 'value')
  const gas = quantity(tx.gas, 'gas')
  const maxFee = quantity(tx.maxFeePerGas, 'maxFeePerGas')
  const maxPriority = quantity(tx.maxPriorityFeePerGas, 'maxPriorityFeePerGas')
  if (value_ !== undefined) parsed.value = value_
  if (gas !== undefined) parsed.gas = gas
  if (maxFee !== undefined) parsed.maxFeePerGas = maxFee
  if (maxPriority !== undefined) parsed.maxPriorityFeePerGas = maxPriority
  return parsed
}
