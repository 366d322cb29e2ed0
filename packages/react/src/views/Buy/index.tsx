import { useStyles } from '../../internal/useStyles.js'
import type { RouteProps } from '../../modal/routes.js'
import { sendCss } from '../Send/styles.js'
import { BuyForm } from './BuyForm.js'
import { BuyStatus } from './BuyStatus.js'
import { BuyTokens } from './BuyTokens.js'

/**
 * Buy by card (SPEC §2 onramp), one lazy chunk: the tokens on offer
 * (BuyTokens), then amount, currency and live quote with the checkout
 * popup (BuyForm), then the purchase followed to its result (BuyStatus).
 */
export default function BuyView({ route }: RouteProps<'Buy'>) {
  useStyles('send', sendCss)
  if (route.orderId) return <BuyStatus orderId={route.orderId} />
  if (route.symbol) return <BuyForm symbol={route.symbol} />
  return <BuyTokens />
}
