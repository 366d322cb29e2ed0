/** The Solana preflight commitments a send may ask for (SPEC §5). */
export const solanaCommitments = [
  'processed',
  'confirmed',
  'finalized',
  'recent',
  'single',
  'singleGossip',
  'root',
  'max',
] as const

export type SolanaCommitment = (typeof solanaCommitments)[number]

/**
 * Whether `value` is one of the Solana preflight commitments of SPEC §5:
 * processed, confirmed, finalized, recent, single, singleGossip, root, max
 * (exact spelling, case-sensitive).
 *
 * @example
 * isSolanaCommitment('confirmed') // true
 * isSolanaCommitment('Confirmed') // false
 */
export function isSolanaCommitment(value: unknown): value is SolanaCommitment {
  return (
    typeof value === 'string' &&
    (solanaCommitments as readonly string[]).includes(value)
  )
}
