import {
  checkFiatAmount,
  type FiatAmountProblem,
  isStandInOnrampQuote,
  openOnrampCheckout,
  pushView,
} from '@latch/core'
import { type FormEvent, useId, useRef, useState } from 'react'
import { useConfig } from '../../hooks/useConfig.js'
import { imageUrl } from '../../internal/imageUrl.js'
import { format } from '../../messages/format.js'
import type { BuyMessages } from '../../messages/useBuyMessages.js'
import { useBuyMessages } from '../../messages/useBuyMessages.js'
import {
  useViewMessages,
  type ViewMessages,
} from '../../messages/useViewMessages.js'
import { WalletIcon } from '../../modal/WalletIcon.js'
import { rememberCheckoutWindow } from './checkoutWindow.js'
import { cardLimits } from './onrampNetwork.js'
import { useOnrampOptions } from './useOnrampOptions.js'
import { useOnrampQuote } from './useOnrampQuote.js'

/** The name of the checkout window (one at a time). */
const CHECKOUT_WINDOW = 'latch-onramp'
const CHECKOUT_FEATURES = 'popup,width=480,height=720'

function problemText(
  problem: FiatAmountProblem,
  limits: { min: string; max: string } | undefined,
  fiat: string,
  messages: ViewMessages,
  buyMessages: BuyMessages,
) {
  switch (problem) {
    case 'invalid':
      return messages.invalidAmount
    case 'tooManyDecimals':
      return buyMessages.buyTooManyDecimals
    case 'zero':
      return messages.amountZero
    case 'belowMinimum':
      return format(buyMessages.buyBelowMinimum, {
        amount: limits?.min ?? '',
        currency: fiat,
      })
    case 'aboveMaximum':
      return format(buyMessages.buyAboveMaximum, {
        amount: limits?.max ?? '',
        currency: fiat,
      })
  }
}

/**
 * The amount and fiat currency of a purchase of `symbol` with its live
 * quote (fees, total, the amount received; the stand-in quote marked as
 * an estimate) and the card limits, a bad amount flagged on the field.
 * Continue opens the checkout window inside the click (a window opened
 * after an await is blocked), loads the provider's page into it, and
 * follows the order.
 */
export function BuyForm({ symbol }: { symbol: string }) {
  const config = useConfig()
  const messages = useViewMessages()
  const buyMessages = useBuyMessages()
  const loaded = useOnrampOptions()
  const [amount, setAmount] = useState('')
  const [chosenFiat, setFiat] = useState<string>()
  const [blocked, setBlocked] = useState<{
    url: string
    orderId: string | undefined
  }>()
  const [startFailed, setStartFailed] = useState(false)
  const busy = useRef(false)
  const [starting, setStarting] = useState(false)
  const id = useId()

  const currencies = loaded?.options.paymentCurrencies ?? []
  const fiat = chosenFiat ?? currencies[0]?.id ?? 'USD'
  const limits = loaded ? cardLimits(loaded.options, fiat) : undefined
  const problem = amount.trim() ? checkFiatAmount(amount, limits) : undefined
  const amountError =
    problem && problemText(problem, limits, fiat, messages, buyMessages)
  const ready = !!loaded && !!amount.trim() && !problem
  const quote = useOnrampQuote(symbol, fiat, amount, ready)
  const quoteError =
    quote.status === 'error' ? messages.somethingWentWrong : undefined

  async function start(event: FormEvent) {
    event.preventDefault()
    if (!ready || busy.current || quote.status !== 'success') return
    // Opened here, in the click, before any await.
    const popup = window.open('', CHECKOUT_WINDOW, CHECKOUT_FEATURES)
    // The provider's page gets no handle on this one.
    if (popup) popup.opener = null
    busy.current = true
    setStarting(true)
    setStartFailed(false)
    setBlocked(undefined)
    try {
      const { url, orderId } = await openOnrampCheckout(config, {
        symbol,
        fiat,
        amount: amount.trim().replace(/,/g, ''),
        popup,
      })
      if (!popup || popup.closed) setBlocked({ url, orderId })
      else if (orderId) {
        rememberCheckoutWindow(orderId, popup)
        pushView(config, { view: 'Buy', orderId })
      }
    } catch {
      popup?.close()
      setStartFailed(true)
    } finally {
      busy.current = false
      setStarting(false)
    }
  }

  if (!loaded) return <p className="l-muted">{messages.loading}</p>
  const ids = { amount: `${id}a`, note: `${id}n`, fiat: `${id}f` }
  const shown = quote.status === 'success' ? quote.quote : undefined
  return (
    <form className="l-stack" noValidate onSubmit={(e) => void start(e)}>
      <label htmlFor={ids.amount} className="l-strong">
        {buyMessages.buyAmount}
      </label>
      <input
        id={ids.amount}
        className="l-search"
        type="text"
        inputMode="decimal"
        autoComplete="off"
        spellCheck={false}
        placeholder="0.00"
        value={amount}
        aria-invalid={amountError ? true : undefined}
        aria-describedby={ids.note}
        onChange={(event) => setAmount(event.target.value)}
      />
      <p
        id={ids.note}
        className={`l-send-note ${amountError ? 'l-field-error' : 'l-muted'}`}
        aria-live="polite"
      >
        {amountError ??
          (limits &&
            format(buyMessages.buyLimits, {
              min: limits.min,
              max: limits.max,
              currency: fiat,
            }))}
      </p>
      <label htmlFor={ids.fiat} className="l-strong">
        {buyMessages.buyCurrency}
      </label>
      <div className="l-fiat">
        {/* The chosen currency's icon (SPEC §7 currency images), decorative:
            the picker names the currency. */}
        <WalletIcon
          src={imageUrl(config, 'Currency', fiat.toLowerCase())}
          name={fiat}
          size={24}
        />
        <select
          id={ids.fiat}
          className="l-search"
          value={fiat}
          onChange={(event) => setFiat(event.target.value)}
        >
          {currencies.map((c) => (
            <option key={c.id} value={c.id}>
              {c.id}
            </option>
          ))}
        </select>
      </div>

      <section aria-label={buyMessages.buyQuote} aria-live="polite">
        {quote.status === 'loading' && (
          <p className="l-muted">{buyMessages.buyQuoting}</p>
        )}
        {shown && (
          <dl className="l-summary">
            <dt>{buyMessages.buyReceive}</dt>
            <dd>
              {shown.purchaseAmount.amount
                ? `${shown.purchaseAmount.amount} ${shown.purchaseAmount.currency}`
                : '—'}
            </dd>
            <dt>{buyMessages.buyFee}</dt>
            <dd>{`${shown.coinbaseFee.amount} ${shown.coinbaseFee.currency}`}</dd>
            <dt>{messages.networkFee}</dt>
            <dd>{`${shown.networkFee.amount} ${shown.networkFee.currency}`}</dd>
            <dt>{buyMessages.buyTotal}</dt>
            <dd>{`${shown.paymentTotal.amount} ${shown.paymentTotal.currency}`}</dd>
          </dl>
        )}
        {shown && isStandInOnrampQuote(shown) && (
          <p className="l-muted">{buyMessages.buyEstimate}</p>
        )}
      </section>
      {quoteError && <p className="l-field-error">{quoteError}</p>}
      {startFailed && (
        <p role="alert" className="l-field-error">
          {buyMessages.buyStartFailed}
        </p>
      )}
      {blocked && (
        <p role="alert" className="l-field-error">
          {buyMessages.buyPopupBlocked}{' '}
          <a
            href={blocked.url}
            target="_blank"
            rel="noopener noreferrer"
            onClick={() =>
              blocked.orderId &&
              pushView(config, { view: 'Buy', orderId: blocked.orderId })
            }
          >
            {buyMessages.buyOpenPayment}
          </a>
        </p>
      )}
      <button
        type="submit"
        className="l-primary"
        disabled={!ready || quote.status !== 'success'}
        aria-busy={starting || undefined}
      >
        {buyMessages.buyContinue}
      </button>
    </form>
  )
}
