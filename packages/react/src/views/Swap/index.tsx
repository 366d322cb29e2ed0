import { formatUnits, parseUnits } from '@latch/common'
import {
  getSwapTokens,
  getTokenBalances,
  pushView,
  type SwapToken,
  setSwapState,
} from '@latch/core'
import { type FormEvent, useEffect, useId, useState } from 'react'
import { useConfig } from '../../hooks/useConfig.js'
import { useLocale } from '../../hooks/useLocale.js'
import { useTokenBalances } from '../../hooks/useTokenBalances.js'
import { formatTokenValue } from '../../internal/formatTokenValue.js'
import { useStyles } from '../../internal/useStyles.js'
import { format } from '../../messages/format.js'
import { useSwapMessages } from '../../messages/useSwapMessages.js'
import { useViewMessages } from '../../messages/useViewMessages.js'
import { ErrorMessage } from '../../modal/ErrorMessage.js'
import type { RouteProps } from '../../modal/routes.js'
import { sendCss } from '../Send/styles.js'
import { SwapTokenPicker } from './SwapTokenPicker.js'
import { swapBalance } from './swapBalance.js'
import { swapErrorText } from './swapErrorText.js'
import { formatBps, formatSwapAmount } from './swapFormat.js'
import { useSwapQuote } from './useSwapQuote.js'
import { useSwapState } from './useSwapState.js'

/** Whether `text` is a slippage the API takes: 0 < s ≤ 50, two decimals. */
const validSlippage = (text: string) =>
  /^\d{1,2}(\.\d{1,2})?$/.test(text.trim()) &&
  Number(text) > 0 &&
  Number(text) <= 50

/**
 * Swap: the token paid and the token received (each picked from the API's
 * list with search), the amount paid (the API quotes exact input only, so
 * the received field shows the quote), a flip button, the quote's price
 * impact and network fee, the slippage (SPEC §9: 1 %). The quote is asked
 * on input and every 15 s; a balance too small is flagged on the field.
 * Review opens SwapPreview.
 */
export default function SwapView(_: RouteProps<'Swap'>) {
  useStyles('send', sendCss)
  const config = useConfig()
  const messages = useViewMessages()
  const swapMessages = useSwapMessages()
  const { locale } = useLocale()
  const swap = useSwapState()
  const { balances } = useTokenBalances()
  const [tokens, setTokens] = useState<readonly SwapToken[]>([])
  const [listError, setListError] = useState<unknown>(undefined)
  const id = useId()

  useEffect(() => {
    let current = true
    void getTokenBalances(config)
    getSwapTokens(config).then(
      (list) => current && setTokens(list),
      (error: unknown) => current && setListError(error ?? 'error'),
    )
    return () => {
      current = false
    }
  }, [config])

  // The native currency and the first other token by default.
  const fromToken = swap.fromToken ?? tokens[0]
  const toToken =
    swap.toToken ?? tokens.find((t) => t.address !== fromToken?.address)
  useEffect(() => {
    if (fromToken && toToken && (!swap.fromToken || !swap.toToken))
      setSwapState(config, { fromToken, toToken })
  }, [config, fromToken, toToken, swap.fromToken, swap.toToken])

  const amount = swap.amount
  const slippageOk = validSlippage(swap.slippage)
  const quote = useSwapQuote(
    fromToken,
    toToken,
    amount,
    slippageOk ? swap.slippage : '1',
  )
  const balance = fromToken ? swapBalance(balances, fromToken) : undefined
  let units: bigint | undefined
  let amountError: string | undefined
  if (fromToken && amount.trim()) {
    try {
      units = parseUnits(amount.trim(), fromToken.decimals)
      if (units <= 0n) amountError = messages.amountZero
    } catch {
      amountError = /\.\d*$/.test(amount)
        ? messages.tooManyDecimals
        : messages.invalidAmount
    }
  }
  if (!amountError && units !== undefined && balance && units > balance.units)
    amountError = messages.insufficientBalance
  const same = !!fromToken && !!toToken && fromToken.address === toToken.address
  const shown =
    quote.status === 'success'
      ? quote.quote
      : quote.status === 'loading'
        ? quote.quote
        : undefined
  const quoteError =
    quote.status === 'error'
      ? swapErrorText(quote.error, messages, swapMessages)
      : undefined
  const ready =
    quote.status === 'success' && !amountError && slippageOk && !same

  function submit(event: FormEvent) {
    event.preventDefault()
    if (ready) pushView(config, { view: 'SwapPreview' })
  }

  if (listError)
    return (
      <ErrorMessage>
        {swapErrorText(listError, messages, swapMessages)}
      </ErrorMessage>
    )

  const ids = {
    amount: `${id}a`,
    note: `${id}n`,
    to: `${id}t`,
    slippage: `${id}s`,
    details: `${id}d`,
  }
  return (
    <form className="l-stack" noValidate onSubmit={submit}>
      <span className="l-strong">{swapMessages.swapFrom}</span>
      <SwapTokenPicker
        label={swapMessages.swapFrom}
        tokens={tokens}
        selected={fromToken}
        swapMessages={swapMessages}
        onSelect={(token) =>
          setSwapState(config, {
            fromToken: token,
            ...(token.address === toToken?.address && {
              toToken: fromToken,
            }),
          })
        }
      />
      <label htmlFor={ids.amount} className="l-strong">
        {messages.amount}
      </label>
      <input
        id={ids.amount}
        className="l-search"
        type="text"
        inputMode="decimal"
        autoComplete="off"
        spellCheck={false}
        placeholder="0.0"
        value={amount}
        aria-invalid={amountError ? true : undefined}
        aria-describedby={ids.note}
        onChange={(event) =>
          setSwapState(config, { amount: event.target.value })
        }
      />
      <p
        id={ids.note}
        className={`l-send-note ${amountError ? 'l-field-error' : 'l-muted'}`}
        aria-live="polite"
      >
        {amountError ??
          (balance?.entry &&
            format(messages.balanceOf, {
              amount: formatTokenValue(
                balance.entry.quantity.numeric,
                balance.entry.symbol,
                locale,
                messages.tokenValue,
              ),
            }))}
      </p>

      <button
        type="button"
        className="l-secondary"
        disabled={!fromToken || !toToken}
        onClick={() =>
          setSwapState(config, {
            fromToken: toToken,
            toToken: fromToken,
            amount: '',
          })
        }
      >
        {swapMessages.swapFlip}
      </button>

      <span className="l-strong">{swapMessages.swapTo}</span>
      <SwapTokenPicker
        label={swapMessages.swapTo}
        tokens={tokens}
        selected={toToken}
        swapMessages={swapMessages}
        onSelect={(token) =>
          setSwapState(config, {
            toToken: token,
            ...(token.address === fromToken?.address && {
              fromToken: toToken,
            }),
          })
        }
      />
      <output
        id={ids.to}
        className="l-search"
        aria-label={swapMessages.swapTo}
        aria-live="polite"
      >
        {shown && toToken
          ? formatSwapAmount(shown.toAmount, toToken, locale, messages)
          : quote.status === 'loading'
            ? swapMessages.swapQuoting
            : '—'}
      </output>
      <p className="l-muted l-send-note">{swapMessages.swapQuoted}</p>

      <label htmlFor={ids.slippage} className="l-strong">
        {swapMessages.swapSlippage}
      </label>
      <input
        id={ids.slippage}
        className="l-search"
        type="text"
        inputMode="decimal"
        autoComplete="off"
        value={swap.slippage}
        aria-invalid={slippageOk ? undefined : true}
        aria-describedby={slippageOk ? undefined : `${ids.slippage}e`}
        onChange={(event) =>
          setSwapState(config, { slippage: event.target.value })
        }
      />
      {!slippageOk && (
        <p id={`${ids.slippage}e`} className="l-send-note l-field-error">
          {swapMessages.swapInvalidSlippage}
        </p>
      )}

      {shown && toToken && (
        <dl id={ids.details} className="l-summary" aria-live="polite">
          <dt>{swapMessages.swapPriceImpact}</dt>
          <dd>
            {format(swapMessages.swapPercent, {
              amount: formatBps(shown.priceImpactBps, locale),
            })}
          </dd>
          <dt>{swapMessages.swapMinimumReceived}</dt>
          <dd>
            {formatSwapAmount(shown.minimumReceived, toToken, locale, messages)}
          </dd>
          <dt>{messages.networkFee}</dt>
          <dd>
            {formatTokenValue(
              formatUnits(shown.networkFee, 18),
              tokens[0]?.symbol ?? '',
              locale,
              messages.tokenValue,
              'amount',
            )}
          </dd>
        </dl>
      )}
      <ErrorMessage>
        {same ? swapMessages.swapSameToken : quoteError}
      </ErrorMessage>
      <button type="submit" className="l-primary" disabled={!ready}>
        {swapMessages.swapPreview}
      </button>
    </form>
  )
}
