import { isAddress } from '@solana/kit'
import { BlockchainApiError } from '../errors/BlockchainApiError.js'

/**
 * Checks a Solana address (base58 of 32 bytes, @solana/kit `isAddress`)
 * and returns it. Anything else is a 400 `INVALID_ADDRESS`.
 */
export function parseSolanaAddress(value: unknown): string {
  if (typeof value !== 'string' || value.length > 44 || !isAddress(value))
    throw new BlockchainApiError(
      400,
      'INVALID_ADDRESS',
      'Invalid Solana address: expected base58 of a 32-byte public key.',
    )
  return value
}
