import { ProtocolError } from '@latch/common'
import { sendResponse } from '../engine/sendResponse.js'
import type { EngineContext } from '../engine/types.js'
import { assertValidReason } from '../validation/assertValidReason.js'

export type RejectParameters = {
  id: number
  reason: { code: number; message: string }
}

/**
 * Wallet: rejects a proposal with `reason` (published on the pairing
 * topic, tag 1120) and forgets it.
 *
 * @example
 * await reject(ctx, { id, reason: getSdkError('USER_REJECTED') })
 */
export async function reject(
  ctx: EngineContext,
  { id, reason }: RejectParameters,
): Promise<void> {
  assertValidReason(reason, 'reject()')
  const proposal = ctx.stores.proposals.find(id)
  if (!proposal)
    throw new ProtocolError('NO_MATCHING_KEY', {
      context: `proposal id doesn't exist: ${id}`,
    })
  await sendResponse(ctx, {
    topic: proposal.pairingTopic,
    id,
    method: 'wc_sessionPropose',
    error: reason,
  })
  await ctx.stores.proposals.delete(id)
}
