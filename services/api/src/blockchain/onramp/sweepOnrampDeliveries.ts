import type { Db } from '../../db/Db.js'
import type { BlockchainSettings } from '../settings/BlockchainSettings.js'
import type { PayOutOptions } from './finishPayout.js'
import { findOrder, type OnrampOrder } from './onrampOrders.js'
import { claimUndelivered, listUndelivered } from './onrampPayouts.js'
import { payOutOrder } from './payOutOrder.js'

/**
 * One pass of the delivery sweep: each paid order not delivered whose
 * lease ran out is claimed (one conditional UPDATE: of several API
 * processes sweeping at once, one takes it) and paid out by payOutOrder —
 * its stored payout looked up and re-sent as the same bytes, or, when none
 * was stored, signed and sent as a first delivery. Returns the orders it
 * worked on, as they ended.
 */
export async function sweepOnrampDeliveries(
  db: Db,
  settings: BlockchainSettings,
  { limit = 20, ...options }: PayOutOptions & { limit?: number } = {},
): Promise<OnrampOrder[]> {
  const worked: OnrampOrder[] = []
  for (const { id } of await listUndelivered(db, limit)) {
    if (!(await claimUndelivered(db, id, settings.onramp.deliveryLeaseSeconds)))
      continue
    const order = await findOrder(db, id)
    if (order?.status !== 'delivering') continue
    worked.push(await payOutOrder(db, settings, order, options))
  }
  return worked
}
