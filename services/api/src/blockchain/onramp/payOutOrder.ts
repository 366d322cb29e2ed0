import type { Db } from '../../db/Db.js'
import type { BlockchainSettings } from '../settings/BlockchainSettings.js'
import type { PayOutOptions } from './finishPayout.js'
import type { OnrampOrder } from './onrampOrders.js'
import { recordPayoutError } from './onrampPayouts.js'
import { payOutEvmOrder } from './payOutEvmOrder.js'
import { payOutSolanaOrder } from './payOutSolanaOrder.js'

/**
 * Pays a delivering order exactly once on its chain (payOutEvmOrder,
 * payOutSolanaOrder). A chain no longer configured leaves it delivering,
 * with the reason in `payout_error`. Returns the order as it ends.
 */
export async function payOutOrder(
  db: Db,
  settings: BlockchainSettings,
  order: OnrampOrder,
  options: PayOutOptions = {},
): Promise<OnrampOrder> {
  const { network, chainId } = order.asset
  if (network) {
    const chain = settings.solanaChains.find((c) => c.caipNetworkId === network)
    if (chain)
      return payOutSolanaOrder(db, settings.onramp, chain, order, options)
  } else {
    const chain = settings.chains.find((c) => c.chainId === chainId)
    if (chain) return payOutEvmOrder(db, settings.onramp, chain, order, options)
  }
  await recordPayoutError(
    db,
    order.id,
    `${network ?? `eip155:${chainId}`} is not configured`,
  )
  return order
}
