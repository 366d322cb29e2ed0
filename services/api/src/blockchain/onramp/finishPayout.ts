import type { Db } from '../../db/Db.js'
import type { OnrampSettings } from './OnrampSettings.js'
import { findOrder, type OnrampOrder, transitionOrder } from './onrampOrders.js'
import { recordPayoutError } from './onrampPayouts.js'
import { sendOrderWebhook } from './sendWebhook.js'

/**
 * The boundaries of a delivery: `paid` (the order is delivering, nothing
 * signed), `signed` (the payout is stored, not yet broadcast), `replaced`
 * (EVM: a payout the chain could no longer include was replaced by one
 * with higher fees, stored, not yet broadcast), `broadcast` (sent, its
 * receipt not yet read).
 */
export type DeliveryStep = 'paid' | 'signed' | 'replaced' | 'broadcast'

export type PayOutOptions = {
  /**
   * Called at each step boundary. A throw stops the delivery right there,
   * as a crash of the process would: nothing after it runs and the order
   * keeps its state (tests use it to stop a delivery midway).
   */
  onStep?: ((step: DeliveryStep) => void | Promise<void>) | undefined
}

/** How a payout attempt ended. */
export type PayoutOutcome =
  | { mined: 'success' | 'reverted'; hash: string }
  | { rejected: string }
  | { retry: string }

/** A throw of `onStep`, passed through the payout's error handling. */
export class StepStop extends Error {}

/** Calls `onStep`, wrapping its throw in StepStop. */
export async function step(
  onStep: PayOutOptions['onStep'],
  name: DeliveryStep,
): Promise<void> {
  try {
    await onStep?.(name)
  } catch (error) {
    throw new StepStop('stopped', { cause: error })
  }
}

/**
 * Ends a delivering order by its payout's outcome: completed, failed
 * (reverted), payout_rejected, or (retry) still delivering with the
 * reason in `payout_error`; queues the outcome's webhook once. Returns
 * the order as it is now.
 */
export async function finishPayout(
  db: Db,
  settings: OnrampSettings,
  order: OnrampOrder,
  outcome: PayoutOutcome,
): Promise<OnrampOrder> {
  let ended: OnrampOrder | undefined
  if ('retry' in outcome) {
    await recordPayoutError(db, order.id, outcome.retry)
    return (await findOrder(db, order.id)) ?? order
  }
  if ('rejected' in outcome)
    ended = await transitionOrder(
      db,
      order.id,
      ['delivering'],
      'payout_rejected',
      { failure: `Delivery failed: ${outcome.rejected}`.slice(0, 500) },
    )
  else if (outcome.mined === 'success')
    ended = await transitionOrder(db, order.id, ['delivering'], 'completed', {
      txHash: outcome.hash,
    })
  else
    ended = await transitionOrder(db, order.id, ['delivering'], 'failed', {
      failure: `Delivery failed: the transfer ${outcome.hash} reverted`,
    })
  // Another process ended it first (and queued its webhook).
  if (!ended) return (await findOrder(db, order.id)) ?? order
  await sendOrderWebhook(
    db,
    settings,
    ended,
    ended.status === 'completed'
      ? 'onramp.order.completed'
      : 'onramp.order.failed',
  )
  return ended
}

/** The first line of an error's message, at most 200 characters. */
export function firstLine(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error)
  return (text.split('\n')[0] ?? '').slice(0, 200)
}
