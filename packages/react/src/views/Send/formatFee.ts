import { formatNumber } from '@latch/common'
import { format } from '../../messages/format.js'
import type { ViewMessages } from '../../messages/useViewMessages.js'
import type { SendFee } from './useSendFee.js'

const FEE_DIGITS = 6

/**
 * The network fee as Send and its preview show it: 'Estimating…' or
 * 'Unavailable' until known, then the native amount floored to six
 * decimals ('<0.000001' below that) and, when priced, about how many
 * dollars ('<$0.01' below a cent).
 */
export function formatFee(
  state: SendFee,
  messages: ViewMessages,
  locale: string,
): string {
  if (state.status === 'error') return messages.feeUnavailable
  if (state.status !== 'success') return messages.estimatingFee
  const { fee } = state
  // Formatted from the exact decimal string, never through a float.
  const digits = new Intl.NumberFormat(locale, {
    maximumFractionDigits: FEE_DIGITS,
    roundingMode: 'trunc',
  })
  const smallest = `0.${'0'.repeat(FEE_DIGITS - 1)}1` as `${number}`
  const tiny = fee.fee > 0n && Number(fee.formatted) < Number(smallest)
  const amount = tiny
    ? `<${digits.format(smallest)}`
    : digits.format(fee.formatted as `${number}`)
  const native = format(messages.tokenValue, { amount, symbol: fee.symbol })
  if (fee.usd === undefined) return native
  const usd =
    fee.usd > 0 && fee.usd < 0.01
      ? messages.lessThanOneCent
      : format(messages.usdValue, { amount: formatNumber(fee.usd, locale) })
  return format(messages.feeWithUsd, { native, usd })
}
