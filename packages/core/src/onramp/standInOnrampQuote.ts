import type { OnrampQuote } from '../api/onramp.js'
import { formatCents, parseFiatCents } from './fiatAmount.js'

/** The stand-in's fee: the top of the SPEC §9 range (1–2 %), in basis points. */
const STAND_IN_FEE_BPS = 200n

/**
 * The quote shown when the API's failed (SPEC §7: a failed quote returns a
 * stand-in): the amount paid, a 2 % fee rounded half up to the cent, no
 * network fee, and no purchase amount (empty: the checkout prices it).
 * Exact cents, no floats. `quoteId` is empty, marking it a stand-in.
 */
export function standInOnrampQuote(parameters: {
  amount: string
  fiat: string
  symbol: string
}): OnrampQuote {
  const { amount, fiat, symbol } = parameters
  const parsed = parseFiatCents(amount)
  const total = typeof parsed === 'bigint' ? parsed : 0n
  const fee = (total * STAND_IN_FEE_BPS + 5_000n) / 10_000n
  const money = (cents: bigint) => ({
    amount: formatCents(cents),
    currency: fiat,
  })
  return {
    coinbaseFee: money(fee),
    networkFee: money(0n),
    paymentSubtotal: money(total - fee),
    paymentTotal: money(total),
    purchaseAmount: { amount: '', currency: symbol },
    quoteId: '',
  }
}

/** Whether `quote` is the stand-in (the API's failed). */
export const isStandInOnrampQuote = (quote: OnrampQuote) => quote.quoteId === ''
