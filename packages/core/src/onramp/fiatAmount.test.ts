import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  checkFiatAmount,
  formatCents,
  limitCents,
  parseFiatCents,
} from './fiatAmount.js'
import { sampleOnrampOptions } from './sampleOnrampOptions.js'
import {
  isStandInOnrampQuote,
  standInOnrampQuote,
} from './standInOnrampQuote.js'

const card = { min: '10.00', max: '7500.00' }

describe('fiat amounts, in exact cents', () => {
  it('reads digits with up to two decimals and thousands separators', () => {
    expect(parseFiatCents('25')).toBe(2_500n)
    expect(parseFiatCents(' 25.5 ')).toBe(2_550n)
    expect(parseFiatCents('0.07')).toBe(7n)
    expect(parseFiatCents('1,000.00')).toBe(100_000n)
    expect(parseFiatCents('25.')).toBe(2_500n)
    expect(parseFiatCents('25.123')).toBe('tooManyDecimals')
    for (const bad of ['', '-5', '1e3', 'abc', '.5', '5..0', '0x10'])
      expect(parseFiatCents(bad), bad).toBe('invalid')
  })

  it('round-trips every cent amount through formatCents (no float drift)', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 14n - 1n }), (cents) => {
        expect(parseFiatCents(formatCents(cents))).toBe(cents)
      }),
    )
    expect(formatCents(-105n)).toBe('-1.05')
  })

  it('flags the SPEC §9 card limits 10.00–7,500.00 at the cent', () => {
    expect(checkFiatAmount('9.99', card)).toBe('belowMinimum')
    expect(checkFiatAmount('10', card)).toBeUndefined()
    expect(checkFiatAmount('7500.00', card)).toBeUndefined()
    expect(checkFiatAmount('7500.01', card)).toBe('aboveMaximum')
    expect(checkFiatAmount('0', card)).toBe('zero')
    expect(checkFiatAmount('0.00', undefined)).toBe('zero')
    expect(checkFiatAmount('12.345', card)).toBe('tooManyDecimals')
    expect(checkFiatAmount('twelve', card)).toBe('invalid')
    expect(limitCents('25000.00')).toBe(2_500_000n)
    expect(limitCents('lots')).toBeUndefined()
  })
})

describe('SPEC §7 fallbacks', () => {
  it('the sample options: the network native currency, USD and EUR with the SPEC §9 limits', () => {
    const options = sampleOnrampOptions({
      caipNetworkId: 'eip155:31337',
      name: 'Latch Devnet',
      nativeCurrency: { name: 'Ether', symbol: 'ETH' },
    })
    expect(options.purchaseCurrencies).toEqual([
      {
        id: 'ETH',
        name: 'Ether',
        symbol: 'ETH',
        networks: [
          {
            name: 'eip155:31337',
            display_name: 'Latch Devnet',
            chain_id: '31337',
            contract_address: '',
          },
        ],
      },
    ])
    expect(options.paymentCurrencies.map((c) => c.id)).toEqual(['USD', 'EUR'])
    for (const currency of options.paymentCurrencies)
      expect(currency.payment_method_limits).toEqual([
        { id: 'card', min: '10.00', max: '7500.00' },
        { id: 'ach_bank_account', min: '10.00', max: '25000.00' },
      ])
  })

  it('the stand-in quote: a 2 % fee rounded half up to the cent, subtotal + fee = total', () => {
    const quote = standInOnrampQuote({
      amount: '25',
      fiat: 'USD',
      symbol: 'ETH',
    })
    expect(quote).toEqual({
      coinbaseFee: { amount: '0.50', currency: 'USD' },
      networkFee: { amount: '0.00', currency: 'USD' },
      paymentSubtotal: { amount: '24.50', currency: 'USD' },
      paymentTotal: { amount: '25.00', currency: 'USD' },
      purchaseAmount: { amount: '', currency: 'ETH' },
      quoteId: '',
    })
    expect(isStandInOnrampQuote(quote)).toBe(true)
    // 10.25 × 2 % = 0.205 → 0.21 (half up).
    expect(
      standInOnrampQuote({ amount: '10.25', fiat: 'EUR', symbol: 'ETH' })
        .coinbaseFee.amount,
    ).toBe('0.21')
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 9n }), (cents) => {
        const q = standInOnrampQuote({
          amount: formatCents(cents),
          fiat: 'USD',
          symbol: 'ETH',
        })
        const sum =
          (parseFiatCents(q.paymentSubtotal.amount) as bigint) +
          (parseFiatCents(q.coinbaseFee.amount) as bigint)
        expect(sum).toBe(cents)
      }),
    )
  })
})
