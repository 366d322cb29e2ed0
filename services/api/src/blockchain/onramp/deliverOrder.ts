import type { Db } from '../../db/Db.js'
import type { ChainSettings } from '../settings/BlockchainSettings.js'
import type { OnrampSettings } from './OnrampSettings.js'
import {
  type OnrampOrder,
  type OrderState,
  transitionOrder,
} from './onrampOrders.js'
import { type PayOutOptions, payOutOrder } from './payOutOrder.js'

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
  settings: OnrampSettings,
  chain: ChainSettings,
  orderId: string,
  from: readonly OrderState[],
  options: PayOutOptions = {},
): Promise<OnrampOrder | undefined> {
  const claimed = await transitionOrder(db, orderId, from, 'delivering', {
    leaseSeconds: settings.deliveryLeaseSeconds,
  })
  if (!claimed) return undefined
  await options.onStep?.('paid')
  return payOutOrder(db, settings, chain, claimed, options)
}
