import { DEBOUNCE_MS } from '@latch/common'
import {
  getSwapQuote,
  SWAP_QUOTE_REFRESH_MS,
  type SwapQuoteResult,
  type SwapToken,
} from '@latch/core'
import { useEffect, useState } from 'react'
import { useConfig } from '../../hooks/useConfig.js'

export type SwapQuoteStatus =
  | { status: 'idle' }
  | { status: 'loading'; quote?: SwapQuoteResult | undefined }
  | { status: 'success'; quote: SwapQuoteResult }
  | { status: 'error'; error: unknown }

/**
 * The quote of `amount` of `from` into `to`: asked 500 ms after the last
 * keystroke (SPEC §9 debounce) and again every 15 s while the view is
 * open; an answer for older input is dropped.
 */
export function useSwapQuote(
  from: SwapToken | undefined,
  to: SwapToken | undefined,
  amount: string,
  slippage: string,
): SwapQuoteStatus {
  const config = useConfig()
  const [state, setState] = useState<SwapQuoteStatus>({ status: 'idle' })
  const ready =
    !!from && !!to && from.address !== to.address && Number(amount) > 0
  useEffect(() => {
    if (!ready || !from || !to) {
      setState({ status: 'idle' })
      return
    }
    let current = true
    const ask = () => {
      setState((s) => ({
        status: 'loading',
        quote: s.status === 'success' ? s.quote : undefined,
      }))
      getSwapQuote(config, {
        fromToken: from,
        toToken: to,
        amount,
        slippage,
      }).then(
        (quote) => current && setState({ status: 'success', quote }),
        (error: unknown) => current && setState({ status: 'error', error }),
      )
    }
    const debounce = setTimeout(ask, DEBOUNCE_MS)
    const refresh = setInterval(ask, SWAP_QUOTE_REFRESH_MS)
    return () => {
      current = false
      clearTimeout(debounce)
      clearInterval(refresh)
    }
  }, [config, ready, from, to, amount, slippage])
  return state
}
