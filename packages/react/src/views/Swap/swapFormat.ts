import { formatUnits } from '@latch/common'
import type { SwapToken } from '@latch/core'
import { formatTokenValue } from '../../internal/formatTokenValue.js'
import type { ViewMessages } from '../../messages/useViewMessages.js'

/** Base units of `token` as the locale writes an amount ('0.1234 LDT'). */
export function formatSwapAmount(
  units: bigint,
  token: SwapToken,
  locale: string,
  messages: ViewMessages,
): string {
  return formatTokenValue(
    formatUnits(units, token.decimals),
    token.symbol,
    locale,
    messages.tokenValue,
    'amount',
  )
}

/** Basis points as a percent with two decimals ('0.31'), exactly. */
export function formatBps(bps: bigint, locale: string): string {
  return new Intl.NumberFormat(locale, {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(formatUnits(bps, 2) as `${number}`)
}
