import { ProtocolError } from '@latch/common'
import type { Proposal } from '../types/proposal.js'

/**
 * The proposal id is numeric, names a stored proposal, and that proposal
 * has not expired (SPEC §5).
 *
 * @throws {ProtocolError} MISSING_OR_INVALID, NO_MATCHING_KEY, EXPIRED
 */
export function assertValidProposal(
  id: unknown,
  proposal: Proposal | undefined,
  now: number = Date.now(),
): asserts proposal is Proposal {
  if (typeof id !== 'number' || !Number.isSafeInteger(id))
    throw new ProtocolError('MISSING_OR_INVALID', {
      context: `proposal id should be a number: ${String(id)}`,
    })
  if (!proposal)
    throw new ProtocolError('NO_MATCHING_KEY', {
      context: `proposal id doesn't exist: ${id}`,
    })
  if (proposal.expiryTimestamp * 1000 <= now)
    throw new ProtocolError('EXPIRED', { context: `proposal id: ${id}` })
}
