import { type Address, getAddress, isAddress } from 'viem'
import { BlockchainApiError } from '../errors/BlockchainApiError.js'

/**
 * Checks an EVM address (0x and 40 hex characters, any case; a mixed-case
 * address must carry a valid checksum) and returns it checksummed.
 * Anything else is a 400 `INVALID_ADDRESS`.
 */
export function parseAddress(value: unknown): Address {
  if (typeof value !== 'string' || !isAddress(value, { strict: false }))
    throw new BlockchainApiError(
      400,
      'INVALID_ADDRESS',
      `Invalid address: ${describe(value)}. Expected 0x and 40 hex characters.`,
    )
  try {
    return getAddress(value)
  } catch {
    throw new BlockchainApiError(400, 'INVALID_ADDRESS', 'Bad checksum.')
  }
}

function describe(value: unknown) {
  if (typeof value !== 'string') return typeof value
  return JSON.stringify(value.length > 64 ? `${value.slice(0, 64)}…` : value)
}
