import { isSolanaAddress } from '@latch/common'
import type { TokenBalance } from '@latch/core'
import { InvalidSolanaTokenError } from './errors.js'

/**
 * The SPL mint of a balance entry (its CAIP-10 `solana:<ref>:<mint>` or
 * plain mint address), or undefined for SOL.
 */
export function getSolanaMint(token: TokenBalance): string | undefined {
  if (!token.address) return undefined
  const mint = token.address.split(':').pop() ?? ''
  if (!isSolanaAddress(mint)) throw new InvalidSolanaTokenError(token.address)
  return mint
}
