import { formatNumber } from '@latch/common'
import { format } from '../../messages/format.js'
import type { Messages } from '../../messages/useMessages.js'
import type { SendFee } from './useSendFee.js'

const FEE_DIGITS = 6

/**
 * The network fee as Send and its preview show it: 'Estimating…' or
 * 'Unavailable' until known, then the native amount floored to six
 * decimals ('<0.000001' below that) and, when priced, about how many
 * dollars ('<$0.01' below a cent).
 */
export function formatFee(state: SendFee, messages: Messages): string {
  if (state.status === 'error') return messages.feeUnavailable
  if (state.status !== 'success') return messages.estimatingFee
  const { fee } = state
  const [whole = '0', fraction = ''] = fee.formatted.split('.')
  const kept = fraction.slice(0, FEE_DIGITS).replace(/0+$/, '')
  const amount =
    whole === '0' && !kept && fee.fee > 0n
      ? `<0.${'0'.repeat(FEE_DIGITS - 1)}1`
      : `${whole}${kept ? `.${kept}` : ''}`
  const native = format(messages.tokenValue, { amount, symbol: fee.symbol })
  if (fee.usd === undefined) return native
  const usd =
    fee.usd > 0 && fee.usd < 0.01
      ? messages.lessThanOneCent
      : format(messages.usdValue, { amount: formatNumber(fee.usd) })
  return format(messages.feeWithUsd, { native, usd })
}
