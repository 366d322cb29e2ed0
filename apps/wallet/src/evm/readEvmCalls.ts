import { readRpcQuantity } from '@latch/common'
import { ProviderRpcError } from '@latch/devnet/wallet'
import { type Address, type Hex, isAddress, isHex } from 'viem'

/** One transaction a request asks for, with the caller's fee hints. */
export type EvmCallRequest = {
  to?: Address | undefined
  data?: Hex | undefined
  value: bigint
  /** Caller hints, bounded by prepareEvmTransactions. */
  gas?: bigint | undefined
  maxFeePerGas?: bigint | undefined
  maxPriorityFeePerGas?: bigint | undefined
  nonce?: number | undefined
}

const invalid = (detail: string) => new ProviderRpcError(-32602, detail)

function quantity(value: unknown, field: string): bigint | undefined {
  if (value === undefined || value === null) return undefined
  const read = readRpcQuantity(value)
  if (read === undefined) throw invalid(`${field} must be a hex quantity`)
  return read
}

function readCall(value: unknown, where: string): EvmCallRequest {
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw invalid(`${where}: expected an object`)
  const c = value as Record<string, unknown>
  if (
    c.to !== undefined &&
    c.to !== null &&
    (typeof c.to !== 'string' || !isAddress(c.to, { strict: false }))
  )
    throw invalid(`${where}: "to" must be an address`)
  const data = c.data ?? c.input
  if (
    data !== undefined &&
    data !== null &&
    (typeof data !== 'string' || !isHex(data) || data.length % 2)
  )
    throw invalid(`${where}: "data" must be even-length hex`)
  const nonce = quantity(c.nonce, 'nonce')
  return {
    ...(typeof c.to === 'string' && { to: c.to as Address }),
    ...(typeof data === 'string' && data !== '0x' && { data: data as Hex }),
    value: quantity(c.value, 'value') ?? 0n,
    gas: quantity(c.gas, 'gas'),
    // A legacy gasPrice is a max fee hint like any other.
    maxFeePerGas:
      quantity(c.maxFeePerGas, 'maxFeePerGas') ??
      quantity(c.gasPrice, 'gasPrice'),
    maxPriorityFeePerGas: quantity(
      c.maxPriorityFeePerGas,
      'maxPriorityFeePerGas',
    ),
    ...(nonce !== undefined && { nonce: Number(nonce) }),
  }
}

/**
 * The transactions an `eth_sendTransaction` (one) or `wallet_sendCalls`
 * (one per call; EIP-5792 calls carry no fee fields) asks for, as
 * numbers. Other methods: none.
 *
 * @throws {ProviderRpcError} -32602 for malformed fields
 */
export function readEvmCalls(
  method: string,
  params: unknown,
): EvmCallRequest[] {
  const list = Array.isArray(params) ? params : []
  if (method === 'eth_sendTransaction')
    return [readCall(list[0], 'transaction')]
  if (method === 'wallet_sendCalls') {
    const calls = (list[0] as { calls?: unknown } | undefined)?.calls
    if (!Array.isArray(calls) || calls.length === 0)
      throw invalid('"calls" must be a non-empty array')
    return calls.map((call, index) => {
      const { to, data, value } = readCall(call, `call ${index}`)
      return { to, data, value }
    })
  }
  return []
}
