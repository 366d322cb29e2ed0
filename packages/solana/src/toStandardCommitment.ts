import type { SolanaCommitment } from '@latch/common'
import type { StandardCommitment } from './standardFeatures.js'

/**
 * The Wallet Standard knows processed, confirmed and finalized; the older
 * names SPEC §5 also allows map onto them as the Solana RPC does
 * (recent → processed, single / singleGossip → confirmed, root / max →
 * finalized).
 */
export function toStandardCommitment(
  commitment: SolanaCommitment,
): StandardCommitment {
  switch (commitment) {
    case 'processed':
    case 'recent':
      return 'processed'
    case 'confirmed':
    case 'single':
    case 'singleGossip':
      return 'confirmed'
    default:
      return 'finalized'
  }
}
