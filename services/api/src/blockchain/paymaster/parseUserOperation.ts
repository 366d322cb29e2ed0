import { type Address, getAddress, type Hex, isAddress, isHex } from 'viem'
import { invalidParams } from './PaymasterRpcError.js'

/** The v0.7 user operation fields the paymaster reads (ERC-7677 params[0]). */
export type SponsoredUserOperation = {
  sender: Address
  nonce: bigint
  factory?: Address | undefined
  factoryData?: Hex | undefined
  callData: Hex
  callGasLimit: bigint
  verificationGasLimit: bigint
  preVerificationGas: bigint
  maxFeePerGas: bigint
  maxPriorityFeePerGas: bigint
  paymasterVerificationGasLimit?: bigint | undefined
  paymasterPostOpGasLimit?: bigint | undefined
}

const UINT128 = 2n ** 128n - 1n
const UINT256 = 2n ** 256n - 1n
const gasFields = [
  'callGasLimit',
  'verificationGasLimit',
  'preVerificationGas',
  'maxFeePerGas',
  'maxPriorityFeePerGas',
] as const

/**
 * Reads a JSON-RPC v0.7 user operation (hex quantities, as viem and the
 * bundlers send it). `gas: 'required'` (pm_getPaymasterData) needs every
 * gas field; `'optional'` (the stub, asked before estimation) reads a
 * missing one as 0. A v0.6 operation (`initCode`, `paymasterAndData`) or
 * any malformed field is -32602 naming it.
 */
export function parseUserOperation(
  value: unknown,
  { gas }: { gas: 'required' | 'optional' },
): SponsoredUserOperation {
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw invalidParams('params[0] must be the user operation (an object)')
  const op = value as Record<string, unknown>
  if (
    (op.initCode !== undefined && op.initCode !== '0x') ||
    op.paymasterAndData !== undefined
  )
    throw invalidParams(
      'This paymaster serves EntryPoint v0.7 user operations: factory and factoryData, not initCode or paymasterAndData',
    )
  const address = (name: string, optional = false): Address | undefined => {
    const field = op[name]
    if ((field === undefined || field === null) && optional) return undefined
    if (typeof field !== 'string' || !isAddress(field, { strict: false }))
      throw invalidParams(`userOp.${name} must be an address`)
    return getAddress(field)
  }
  const bytes = (name: string, optional = false): Hex | undefined => {
    const field = op[name]
    if ((field === undefined || field === null) && optional) return undefined
    if (
      typeof field !== 'string' ||
      !isHex(field, { strict: true }) ||
      field.length % 2
    )
      throw invalidParams(`userOp.${name} must be 0x-prefixed bytes`)
    return field
  }
  const quantity = (name: string, max: bigint, optional: boolean) => {
    const field = op[name]
    if ((field === undefined || field === null) && optional) return undefined
    if (typeof field !== 'string' || !/^0x[0-9a-fA-F]{1,64}$/.test(field))
      throw invalidParams(`userOp.${name} must be a hex quantity`)
    const number = BigInt(field)
    if (number > max) throw invalidParams(`userOp.${name} is too large`)
    return number
  }
  const gasValues = Object.fromEntries(
    gasFields.map((name) => [
      name,
      quantity(name, UINT128, gas === 'optional') ?? 0n,
    ]),
  ) as Record<(typeof gasFields)[number], bigint>
  const factory = address('factory', true)
  const factoryData = bytes('factoryData', true)
  if (factoryData && factoryData !== '0x' && !factory)
    throw invalidParams('userOp.factoryData needs userOp.factory')
  return {
    sender: address('sender') as Address,
    nonce: quantity('nonce', UINT256, false) as bigint,
    factory,
    factoryData: factory ? (factoryData ?? '0x') : undefined,
    callData: bytes('callData') as Hex,
    ...gasValues,
    paymasterVerificationGasLimit: quantity(
      'paymasterVerificationGasLimit',
      UINT128,
      true,
    ),
    paymasterPostOpGasLimit: quantity('paymasterPostOpGasLimit', UINT128, true),
  }
}
