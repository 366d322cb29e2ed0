import { SOLANA_SIGNED_TRANSACTION_MIN_BYTES } from '@latch/common'
import { getShortU16Decoder } from '@solana/kit'
import { InvalidSolanaTransactionError } from './errors.js'

const SIGNATURE_BYTES = 64

/**
 * Checks the wire bytes of a signed Solana transaction against SPEC §5:
 * at least 100 bytes, and long enough for the signatures it declares (its
 * compact-u16 signature count, at least one, × 64 bytes after the count,
 * plus at least one byte of message). Throws InvalidSolanaTransactionError;
 * returns the signature count.
 *
 * @example
 * assertSignedSolanaTransaction(signedBytes) // 1
 */
export function assertSignedSolanaTransaction(bytes: Uint8Array): number {
  const length = bytes instanceof Uint8Array ? bytes.length : 0
  if (length < SOLANA_SIGNED_TRANSACTION_MIN_BYTES)
    throw new InvalidSolanaTransactionError({ length, reason: 'size' })
  let count: number
  let offset: number
  try {
    ;[count, offset] = getShortU16Decoder().read(bytes, 0)
  } catch {
    throw new InvalidSolanaTransactionError({ length, reason: 'count' })
  }
  if (count === 0)
    throw new InvalidSolanaTransactionError({ length, reason: 'count' })
  if (length < offset + count * SIGNATURE_BYTES + 1)
    throw new InvalidSolanaTransactionError({
      length,
      reason: 'signatures',
      signatures: count,
    })
  return count
}
