import { BaseError } from '@latch/common'

export type InvalidSolanaTransactionErrorType =
  InvalidSolanaTransactionError & {
    name: 'InvalidSolanaTransactionError'
  }

/**
 * A signed Solana transaction that cannot be one (SPEC §5): fewer than 100
 * bytes, an unreadable signature count, no signature slot, or too short
 * for the signatures it declares.
 */
export class InvalidSolanaTransactionError extends BaseError {
  override name = 'InvalidSolanaTransactionError'
  readonly reason: 'size' | 'count' | 'signatures'
  constructor({
    length,
    reason,
    signatures,
  }: {
    length: number
    reason: 'size' | 'count' | 'signatures'
    signatures?: number | undefined
  }) {
    super('Invalid signed Solana transaction', {
      docsPath: '/common/solana',
      metaMessages: [
        {
          size: `It has ${length} bytes; a signed transaction has at least 100.`,
          count: 'Its signature count (compact-u16) is unreadable or zero.',
          signatures: `It has ${length} bytes, too few for the ${signatures} signatures of 64 bytes it declares and a message.`,
        }[reason],
      ],
    })
    this.reason = reason
  }
}
