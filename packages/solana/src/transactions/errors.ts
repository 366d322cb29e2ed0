import { defineError } from '@latch/common'

export type InvalidSolanaTransactionErrorType = InvalidSolanaTransactionError

/**
 * A signed Solana transaction that cannot be one (SPEC §5): fewer than 100
 * bytes, an unreadable signature count, no signature slot, or too short
 * for the signatures it declares.
 */
export class InvalidSolanaTransactionError extends defineError(
  'InvalidSolanaTransactionError',
  ({
    length,
    reason,
    signatures,
  }: {
    length: number
    reason: 'size' | 'count' | 'signatures'
    signatures?: number | undefined
  }) => ({
    shortMessage: 'Invalid signed Solana transaction',
    docsPath: '/common/solana',
    metaMessages: [
      {
        size: `It has ${length} bytes; a signed transaction has at least 100.`,
        count: 'Its signature count (compact-u16) is unreadable or zero.',
        signatures: `It has ${length} bytes, too few for the ${signatures} signatures of 64 bytes it declares and a message.`,
      }[reason],
    ],
    fields: { reason },
  }),
) {}
