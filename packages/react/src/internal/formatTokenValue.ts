import { formatBalance } from '@latch/common'
import { format } from '../messages/format.js'

/**
 * A token amount with its symbol, as the active locale writes numbers
 * (`Intl.NumberFormat`), the one place amounts are formatted: in lists
 * (`'balance'`, SPEC §5) floored to exactly 3 decimals, '9,998.498 ETH';
 * an amount being sent (`'amount'`) cut, never rounded up, to 4 decimals
 * or 4 significant digits below 1, '9,998.4984 ETH', '0.00001234 ETH'.
 * Works on the decimal string, never a float.
 */
export function formatTokenValue(
  numeric: string | number | undefined,
  symbol: string,
  locale: string,
  template: string,
  style: 'balance' | 'amount' = 'balance',
): string {
  const text = `${numeric ?? ''}`.trim()
  const small = /^[+-]?0*\.|^[+-]?0*$/.test(text)
  const amount =
    style === 'balance' || !/^[+-]?\d*\.?\d+$/.test(text)
      ? formatBalance(text, locale)
      : new Intl.NumberFormat(locale, {
          roundingMode: 'trunc',
          ...(small
            ? { maximumSignificantDigits: 4 }
            : { maximumFractionDigits: 4 }),
        }).format(text as `${number}`)
  return format(template, { amount, symbol })
}
