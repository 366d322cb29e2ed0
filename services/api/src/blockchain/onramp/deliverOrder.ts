import type { Db } from '../../db/Db.js'
import type { BlockchainSettings } from '../settings/BlockchainSettings.js'
import type { PayOutOptions } from './finishPayout.js'
import {
  type OnrampOrder,
  type OrderState,
  transitionOrder,
} from './onrampOrders.js'
import { payOutOrder } from './payOutOrder.js'

/**
 * Pays an order: claims it (`from` → delivering, one statement: a double
 * submit or a replay finds it claimed and sends nothing) with a delivery
 * lease, then pays it out exactly once (payOutOrder: the signed payout is
 * stored before it is broadcast; a process stopped anywhere after the
 * claim leaves it to the delivery sweep). Returns the order as it ends,
 * or undefined when it was not claimable.
 */
export async function deliverOrder(
  db: Db,
  settings: BlockchainSettings,
  orderId: string,
  from: readonly OrderState[],
  options: PayOutOptions = {},
): Promise<OnrampOrder | undefined> {
  const claimed = await transitionOrder(db, orderId, from, 'delivering', {
    leaseSeconds: settings.onramp.deliveryLeaseSeconds,
  })
  if (!claimed) return undefined
  await options.onStep?.('paid')
  return payOutOrder(db, settings, claimed, options)
}
