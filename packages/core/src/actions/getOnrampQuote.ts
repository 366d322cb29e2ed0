import { ApiError } from '../api/ApiError.js'
import type { OnrampQuote } from '../api/onramp.js'
import { standInOnrampQuote } from '../onramp/standInOnrampQuote.js'
import type { Config } from '../types/config.js'
import { onrampContext } from './onramp/onrampContext.js'

export type GetOnrampQuoteParameters = {
  /** The asset bought, e.g. 'ETH'. */
  symbol: string
  /** The fiat currency paid, e.g. 'USD'. */
  fiat: string
  /** The fiat amount as typed, e.g. '25.50'. */
  amount: string
  /** @default 'card' */
  paymentMethod?: string | undefined
  signal?: AbortSignal | undefined
}

/**
 * What `amount` of `fiat` buys of `symbol` on the active network (POST
 * /v1/onramp/quote, SPEC §3): fees, subtotal, total and the amount
 * delivered, all decimal strings. When the API cannot quote (no API, no
 * answer, a server error, no on-ramp configured) the stand-in quote (SPEC
 * §7; `isStandInOnrampQuote`); an amount the server refuses (HTTP 400,
 * e.g. `AMOUNT_OUT_OF_LIMITS`) throws its ApiError.
 * https://latch.dev/docs/core/actions/getOnrampQuote
 */
export async function getOnrampQuote(
  config: Config,
  parameters: GetOnrampQuoteParameters,
): Promise<OnrampQuote> {
  const { symbol, fiat, amount, paymentMethod = 'card', signal } = parameters
  const { api, chainId } = onrampContext(config)
  const standIn = () => standInOnrampQuote({ amount, fiat, symbol })
  if (!api) return standIn()
  const { getOnrampQuote: load } = await import('../api/onramp.js')
  try {
    return await load(
      api,
      {
        purchaseCurrency: symbol,
        paymentCurrency: fiat,
        amount,
        network: chainId,
        paymentMethod,
      },
      signal,
    )
  } catch (error) {
    if (signal?.aborted) throw error
    if (error instanceof ApiError && error.status === 400) throw error
    return standIn()
  }
}
