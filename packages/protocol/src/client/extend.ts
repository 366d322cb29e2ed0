import { nowInSeconds } from '../engine/nowInSeconds.js'
import { sendSessionChange } from '../engine/sendSessionChange.js'
import type { EngineContext } from '../engine/types.js'
import { SESSION_EXPIRY } from '../validation/constants.js'

export type ExtendParameters = { topic: string }

/**
 * Wallet (controller only): extends the session by 7 days (tag 1106).
 *
 * @example
 * const { acknowledged } = await extend(ctx, { topic })
 */
export function extend(
  ctx: EngineContext,
  { topic }: ExtendParameters,
): Promise<{ acknowledged: () => Promise<void> }> {
  return sendSessionChange(ctx, topic, 'extend', {
    expiry: nowInSeconds(SESSION_EXPIRY),
  })
}
