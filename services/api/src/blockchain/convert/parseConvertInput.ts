import { type Address, getAddress, isAddress } from 'viem'
import { BlockchainApiError } from '../errors/BlockchainApiError.js'
import type {
  BlockchainSettings,
  ChainSettings,
  SwapSettings,
} from '../settings/BlockchainSettings.js'
import { parseChain } from '../utils/parseChain.js'

/** How the reference client names the native currency in swaps. */
export const NATIVE_TOKEN_ADDRESS: Address =
  '0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE'

/** The error text of SPEC §4 for a chain without swaps. */
export const SWAPS_UNSUPPORTED = 'Network not supported for Swaps'

const caip10 = /^eip155:([1-9][0-9]{0,15}):(0x[0-9a-fA-F]{40})$/

const invalid = (field: string, message: string) =>
  new BlockchainApiError(400, 'INVALID_PARAMETER', `${field}: ${message}`)

/** A chain served with swap settings. */
export type SwapChain = ChainSettings & { swap: SwapSettings }

/**
 * A CAIP-10 EVM account or token (`eip155:<chainId>:0x…`; the native
 * currency is `0xeeee…eeee`) on a chain with swaps. Malformed → 400
 * `INVALID_PARAMETER` naming `field`; a chain without swaps → 400
 * `UNSUPPORTED_CHAIN` 'Network not supported for Swaps'.
 */
export function parseSwapAccount(
  settings: Pick<BlockchainSettings, 'chains'>,
  value: unknown,
  field: string,
): { chain: SwapChain; address: Address } {
  const match = typeof value === 'string' ? caip10.exec(value) : null
  if (!match || !isAddress(match[2]!, { strict: false }))
    throw invalid(
      field,
      'expected a CAIP-10 address such as eip155:1:0x… (40 hex characters).',
    )
  const chain = settings.chains.find((c) => c.chainId === Number(match[1]))
  if (!chain?.swap)
    throw new BlockchainApiError(400, 'UNSUPPORTED_CHAIN', SWAPS_UNSUPPORTED)
  let address: Address
  try {
    address = getAddress(match[2]!)
  } catch {
    throw invalid(field, 'bad checksum.')
  }
  return { chain: chain as SwapChain, address }
}

/** Both accounts must be on `chain`, else 400 naming `field`. */
export function sameChain(chain: SwapChain, other: SwapChain, field: string) {
  if (chain.chainId !== other.chainId)
    throw invalid(field, `must be on eip155:${chain.chainId} like from.`)
}

const maxUint256 = 2n ** 256n - 1n

/** A token amount in base units: a decimal integer string, 1 ≤ amount < 2^256. */
export function parseAmount(value: unknown, field = 'amount'): bigint {
  const text = typeof value === 'number' ? String(value) : value
  if (typeof text !== 'string' || !/^[0-9]{1,78}$/.test(text))
    throw invalid(
      field,
      'expected a whole number of base units (decimal digits, no sign, point or exponent).',
    )
  const amount = BigInt(text)
  if (amount === 0n || amount > maxUint256)
    throw invalid(field, 'must be at least 1 and below 2^256.')
  return amount
}

/**
 * Slippage in percent (number or decimal string, at most 2 decimals),
 * 0 < s ≤ 50, as basis points. Absent: 1 % (SPEC §9).
 */
export function parseSlippageBps(value: unknown): bigint {
  if (value === undefined || value === null) return 100n
  const text = typeof value === 'number' ? String(value) : value
  const match =
    typeof text === 'string'
      ? /^([0-9]{1,2})(?:\.([0-9]{1,2}))?$/.exec(text)
      : null
  const bps = match
    ? BigInt(match[1]!) * 100n + BigInt((match[2] ?? '').padEnd(2, '0'))
    : -1n
  if (bps <= 0n || bps > 5000n)
    throw invalid(
      'eip155.slippage',
      'expected a percentage above 0 and at most 50, with at most 2 decimals.',
    )
  return bps
}

/** The token a path uses: the wrapped native currency for `0xeeee…`. */
export function pathToken(swap: SwapSettings, address: Address): Address {
  return address === NATIVE_TOKEN_ADDRESS ? swap.wrappedNative : address
}

/** A served chain by `chainId`; one not served → 400 with the SPEC's `unsupported` text. */
export function specChain(
  settings: Pick<BlockchainSettings, 'chains'>,
  value: string | undefined,
  unsupported: string,
): ChainSettings {
  try {
    return parseChain(settings, value)
  } catch (error) {
    if (
      error instanceof BlockchainApiError &&
      error.code === 'UNSUPPORTED_CHAIN'
    )
      throw new BlockchainApiError(400, 'UNSUPPORTED_CHAIN', unsupported)
    throw error
  }
}
