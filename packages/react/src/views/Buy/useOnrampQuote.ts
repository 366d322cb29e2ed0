import { DEBOUNCE_MS } from '@latch/common'
import { getOnrampQuote, type OnrampQuote } from '@latch/core'
import { useEffect, useState } from 'react'
import { useConfig } from '../../hooks/useConfig.js'

export type OnrampQuoteStatus =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'success'; quote: OnrampQuote }
  | { status: 'error'; error: unknown }

/**
 * The quote of `amount` of `fiat` in `symbol`, asked 500 ms after the
 * last keystroke (SPEC §9 debounce) while `ready`; an older ask is
 * aborted. A failed API call already gave the stand-in quote.
 */
export function useOnrampQuote(
  symbol: string,
  fiat: string,
  amount: string,
  ready: boolean,
): OnrampQuoteStatus {
  const config = useConfig()
  const [state, setState] = useState<OnrampQuoteStatus>({ status: 'idle' })
  useEffect(() => {
    if (!ready) {
      setState({ status: 'idle' })
      return
    }
    setState({ status: 'loading' })
    const controller = new AbortController()
    const timer = setTimeout(() => {
      getOnrampQuote(config, {
        symbol,
        fiat,
        amount: amount.trim().replace(/,/g, ''),
        signal: controller.signal,
      }).then(
        (quote) =>
          !controller.signal.aborted && setState({ status: 'success', quote }),
        (error: unknown) =>
          !controller.signal.aborted && setState({ status: 'error', error }),
      )
    }, DEBOUNCE_MS)
    return () => {
      clearTimeout(timer)
      controller.abort()
    }
  }, [config, symbol, fiat, amount, ready])
  return state
}
