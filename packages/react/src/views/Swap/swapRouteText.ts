import { formatUnits } from '@latch/common'
import type { SwapQuoteResult } from '@latch/core'
import { format } from '../../messages/format.js'
import type { SwapMessages } from '../../messages/useSwapMessages.js'

/** DEX names, like token symbols, are not translated. */
const PROTOCOL_NAMES: Record<string, string> = {
  'uniswap-v2': 'Uniswap V2',
  'uniswap-v3': 'Uniswap V3',
}

/**
 * The quote's route as the preview shows it: 'LDT → WETH → ETH via
 * Uniswap V3 0.3 %' (V3 fee tiers per pool, in hundredths of a basis
 * point), or 'LDT → ETH' when the API names no route.
 */
export function swapRouteText(
  quote: Pick<SwapQuoteResult, 'fromToken' | 'toToken' | 'route'>,
  locale: string,
  messages: Pick<SwapMessages, 'swapRouteVia' | 'swapPercent'>,
): string {
  const { route } = quote
  if (!route?.tokens.length)
    return `${quote.fromToken.symbol} → ${quote.toToken.symbol}`
  const percent = new Intl.NumberFormat(locale, { maximumFractionDigits: 4 })
  const fees = (route.fees ?? []).map((fee) =>
    format(messages.swapPercent, {
      amount: percent.format(formatUnits(BigInt(fee), 4) as `${number}`),
    }),
  )
  const protocol = [
    PROTOCOL_NAMES[route.protocol] ?? route.protocol,
    fees.join(' → '),
  ]
    .filter(Boolean)
    .join(' ')
  return format(messages.swapRouteVia, {
    path: route.tokens
      .map((token) => token.symbol || token.address.split(':').at(-1))
      .join(' → '),
    protocol,
  })
}
