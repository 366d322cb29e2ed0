import { createHmac } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import {
  buildBuyQuoteRequest,
  buildOnrampUrl,
  buildSessionTokenRequest,
} from './coinbase/coinbaseRequests.js'
import { formatCents, parseFiatCents, toScaled } from './money.js'
import {
  buildMoonpayUrl,
  signMoonpayQuery,
} from './moonpay/moonpaySignedUrl.js'
import { signWebhook, verifyWebhookSignature } from './webhookSignature.js'

describe('MoonPay signed URLs', () => {
  // https://dev.moonpay.com/docs/on-ramp-enhance-security-using-signed-urls:
  // the documented URL, signed by the documented recipe (node:crypto, the
  // URL's `search`, base64), must equal ours.
  const documented =
    'https://buy-sandbox.moonpay.com?apiKey=pk_test_key&currencyCode=eth&walletAddress=0xde0b295669a9fd93d5f28d9ec85e40f4cb697bae'
  const expected = createHmac('sha256', 'sk_test_key')
    .update(new URL(documented).search)
    .digest('base64')

  it("signs the documented example's query string like the docs' code", () => {
    expect(signMoonpayQuery('sk_test_key', new URL(documented).search)).toBe(
      expected,
    )
  })

  it('builds the documented URL and appends the URL-encoded signature last', () => {
    const url = buildMoonpayUrl(
      'https://buy-sandbox.moonpay.com',
      'sk_test_key',
      {
        apiKey: 'pk_test_key',
        currencyCode: 'eth',
        walletAddress: '0xde0b295669a9fd93d5f28d9ec85e40f4cb697bae',
      },
    )
    expect(url).toBe(`${documented}&signature=${encodeURIComponent(expected)}`)
    expect(new URL(url).searchParams.get('signature')).toBe(expected)
  })

  it('a changed value or another key gives another signature', () => {
    const other = buildMoonpayUrl(
      'https://buy-sandbox.moonpay.com',
      'sk_test_key',
      {
        apiKey: 'pk_test_key',
        currencyCode: 'eth',
        walletAddress: '0xde0b295669a9fd93d5f28d9ec85e40f4cb697bAf',
      },
    )
    expect(new URL(other).searchParams.get('signature')).not.toBe(expected)
    expect(
      signMoonpayQuery('sk_test_other', new URL(documented).search),
    ).not.toBe(expected)
  })
})

describe('Coinbase Onramp requests', () => {
  it('session token: the documented example body (docs.cdp.coinbase.com/onramp/reference)', () => {
    const request = buildSessionTokenRequest('jwt-1', {
      addresses: [
        {
          address: '0x1234567890abcdef1234567890abcdef12345678',
          blockchains: ['base', 'ethereum'],
        },
      ],
      clientIp: '192.0.2.1',
    })
    expect(request.url).toBe(
      'https://api.developer.coinbase.com/onramp/v1/token',
    )
    expect(request.method).toBe('POST')
    expect(request.headers.authorization).toBe('Bearer jwt-1')
    expect(JSON.parse(request.body ?? '')).toEqual({
      addresses: [
        {
          address: '0x1234567890abcdef1234567890abcdef12345678',
          blockchains: ['base', 'ethereum'],
        },
      ],
      clientIp: '192.0.2.1',
    })
  })

  it('the pay.coinbase.com URL carries the token and the generator fields', () => {
    const url = new URL(
      buildOnrampUrl({
        sessionToken: 'tok en',
        defaultNetwork: 'base',
        defaultExperience: 'buy',
        presetCryptoAmount: 0.1,
        presetFiatAmount: 20,
        fiatCurrency: 'USD',
        partnerUserId: 'user-1',
      }),
    )
    expect(`${url.origin}${url.pathname}`).toBe(
      'https://pay.coinbase.com/buy/select-asset',
    )
    expect(Object.fromEntries(url.searchParams)).toEqual({
      sessionToken: 'tok en',
      defaultNetwork: 'base',
      defaultExperience: 'buy',
      presetCryptoAmount: '0.1',
      presetFiatAmount: '20',
      fiatCurrency: 'USD',
      partnerUserId: 'user-1',
    })
  })

  it('buy quote body in snake case (design/components.md)', () => {
    const request = buildBuyQuoteRequest('jwt-1', {
      purchaseCurrency: 'ETH',
      purchaseNetwork: 'base',
      paymentAmount: '100.00',
      paymentCurrency: 'USD',
      paymentMethod: 'CARD',
      country: 'US',
      subdivision: 'NY',
    })
    expect(request.url).toBe(
      'https://api.developer.coinbase.com/onramp/v1/buy/quote',
    )
    expect(JSON.parse(request.body ?? '')).toEqual({
      purchase_currency: 'ETH',
      purchase_network: 'base',
      payment_amount: '100.00',
      payment_currency: 'USD',
      payment_method: 'CARD',
      country: 'US',
      subdivision: 'NY',
    })
  })
})

describe('on-ramp money', () => {
  it('fiat amounts are integer cents; more than 2 decimals, signs and exponents are refused', () => {
    expect(parseFiatCents('100', 'amount')).toBe(10_000n)
    expect(parseFiatCents('25.5', 'amount')).toBe(2_550n)
    expect(parseFiatCents(' 7500.00 ', 'amount')).toBe(750_000n)
    expect(parseFiatCents(10.1, 'amount')).toBe(1_010n)
    for (const bad of [
      '1.001',
      '-5',
      '1e3',
      '',
      'abc',
      '0x10',
      '1,00',
      0.1 + 0.2,
    ])
      expect(() => parseFiatCents(bad, 'amount')).toThrow(/at most 2 decimals/)
    expect(formatCents(1_050n)).toBe('10.50')
    expect(formatCents(7n)).toBe('0.07')
  })

  it('prices and rates are read from their decimal text, 8 decimals', () => {
    expect(toScaled(1.5)).toBe(150_000_000n)
    expect(toScaled('1.08')).toBe(108_000_000n)
    expect(toScaled(0.1)).toBe(10_000_000n)
    expect(toScaled(3000)).toBe(300_000_000_000n)
  })
})

describe('webhook signatures', () => {
  it('verifies its own signature, within the tolerance only, and refuses a changed body or key', () => {
    const header = signWebhook('whsec', '{"a":1}', 1_000)
    expect(verifyWebhookSignature('whsec', '{"a":1}', header, 1_100)).toBe(true)
    expect(verifyWebhookSignature('whsec', '{"a":2}', header, 1_100)).toBe(
      false,
    )
    expect(verifyWebhookSignature('other', '{"a":1}', header, 1_100)).toBe(
      false,
    )
    expect(
      verifyWebhookSignature('whsec', '{"a":1}', header, 1_000 + 301),
    ).toBe(false)
    expect(verifyWebhookSignature('whsec', '{"a":1}', undefined, 1_000)).toBe(
      false,
    )
    expect(header).toBe(
      `t=1000,v1=${createHmac('sha256', 'whsec').update('1000.{"a":1}').digest('hex')}`,
    )
  })
})
