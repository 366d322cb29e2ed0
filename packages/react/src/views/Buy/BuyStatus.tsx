import { formatUnits } from '@latch/common'
import {
  type Config,
  getOnrampOrder,
  goBack,
  goBackToIndex,
  type OnrampOrder,
  pushView,
  refreshAfterOnramp,
} from '@latch/core'
import { useEffect, useState } from 'react'
import { useConfig } from '../../hooks/useConfig.js'
import { useLatchNetwork } from '../../hooks/useLatchNetwork.js'
import { transactionUrl } from '../../internal/transactionUrl.js'
import { format } from '../../messages/format.js'
import { useBuyMessages } from '../../messages/useBuyMessages.js'
import { useMessages } from '../../messages/useMessages.js'
import { useSendMessages } from '../../messages/useSendMessages.js'
import { checkoutWindowClosed } from './checkoutWindow.js'

/** How often the order is read while it is open. */
const POLL_MS = 1_000
/**
 * Reads of an unpaid order after its window was closed before it is
 * given up: a payment made just before closing still shows up.
 */
const GRACE_READS = 5

/** '25000000000000000 units of 18 decimals ETH' → '0.025 ETH', exactly. */
const purchased = (order: OnrampOrder) =>
  `${formatUnits(BigInt(order.purchaseAmount.units), order.purchaseAmount.decimals)} ${order.purchaseAmount.currency}`

/** Back to the Account view this purchase started from (or a new one). */
function backToAccount(config: Config) {
  const views = config.state.router.history.map((route) => route.view)
  const index = views.lastIndexOf('Account')
  if (index >= 0) goBackToIndex(config, index)
  else pushView(config, { view: 'Account' })
}

/**
 * A purchase followed until it ends (GET /v1/onramp/orders/{id} every
 * second): pay in the window, then the tokens on their way, then the
 * result — the amount delivered with its transaction (balances and
 * Activity refreshed), or the catalogue's decline or failure message.
 * A window closed before the payment went through is followed for a
 * few more reads, then the purchase is given up (Try again / Back to account).
 */
export function BuyStatus({ orderId }: { orderId: string }) {
  const config = useConfig()
  const messages = useMessages()
  const buyMessages = useBuyMessages()
  const sendMessages = useSendMessages()
  const { caipNetwork } = useLatchNetwork()
  const [order, setOrder] = useState<OnrampOrder>()
  const [unreadable, setUnreadable] = useState(false)
  const [abandoned, setAbandoned] = useState(false)
  const ended =
    abandoned || order?.status === 'completed' || order?.status === 'failed'

  useEffect(() => {
    if (ended) return
    const controller = new AbortController()
    let timer: ReturnType<typeof setTimeout> | undefined
    let readsSinceClosed = 0
    const read = () => {
      getOnrampOrder(config, { id: orderId, signal: controller.signal }).then(
        (next) => {
          if (controller.signal.aborted) return
          setUnreadable(false)
          setOrder(next)
          if (next.status === 'completed' && next.txHash)
            void refreshAfterOnramp(config, {
              txHash: next.txHash as `0x${string}`,
            })
          const unpaid =
            next.status === 'created' ||
            (next.status === 'pending' && !!next.awaiting)
          if (unpaid && checkoutWindowClosed(orderId)) readsSinceClosed += 1
          if (readsSinceClosed > GRACE_READS) setAbandoned(true)
          else if (next.status !== 'completed' && next.status !== 'failed')
            timer = setTimeout(read, POLL_MS)
        },
        () => {
          if (controller.signal.aborted) return
          setUnreadable(true)
          timer = setTimeout(read, POLL_MS)
        },
      )
    }
    read()
    return () => {
      controller.abort()
      clearTimeout(timer)
    }
  }, [config, orderId, ended])

  const link =
    order?.status === 'completed' && order.txHash
      ? transactionUrl(caipNetwork, order.txHash)
      : undefined
  return (
    <div className="l-stack l-center">
      {!ended && (
        <p role="status">
          {order?.status === 'pending' && !order.awaiting
            ? format(buyMessages.buyDelivering, { amount: purchased(order) })
            : buyMessages.buyPayInWindow}
        </p>
      )}
      {unreadable && !ended && (
        <p className="l-muted">{buyMessages.buyStatusFailed}</p>
      )}
      {order?.status === 'completed' && (
        <p role="status" className="l-strong">
          {format(buyMessages.buyDone, { amount: purchased(order) })}
        </p>
      )}
      {order?.status === 'failed' && (
        <p role="alert" className="l-field-error">
          {order.reason === 'declined'
            ? buyMessages.buyDeclined
            : buyMessages.buyFailed}
        </p>
      )}
      {link && (
        <a href={link.href} target="_blank" rel="noopener noreferrer">
          {format(sendMessages.viewOnExplorer, { explorer: link.name })}
        </a>
      )}
      {abandoned && (
        <>
          <p role="alert" className="l-field-error">
            {buyMessages.buyWindowClosed}
          </p>
          <button
            type="button"
            className="l-primary"
            onClick={() => goBack(config)}
          >
            {messages.tryAgain}
          </button>
          <button
            type="button"
            className="l-secondary"
            onClick={() => backToAccount(config)}
          >
            {buyMessages.buyDoneButton}
          </button>
        </>
      )}
      {ended && !abandoned && (
        <button
          type="button"
          className="l-primary"
          onClick={() => backToAccount(config)}
        >
          {buyMessages.buyDoneButton}
        </button>
      )}
    </div>
  )
}
