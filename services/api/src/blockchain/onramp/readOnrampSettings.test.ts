import { describe, expect, it } from 'vitest'
import { DEVNET_DEMO_DOLLAR, readOnrampSettings } from './readOnrampSettings.js'

const key = `0x${'11'.repeat(32)}`

describe('readOnrampSettings', () => {
  it('is off without a treasury key, the sandbox with one, the named provider otherwise', () => {
    expect(readOnrampSettings({}, { devnet: true }).provider).toBe('off')
    const sandbox = readOnrampSettings(
      { LATCH_API_ONRAMP_TREASURY_KEY: key },
      { devnet: true },
    )
    expect(sandbox).toMatchObject({
      provider: 'sandbox',
      treasuryKey: key,
      fiatUsdRates: { USD: '1', EUR: '1.08' },
      feeBps: 150,
      extraTokens: { 31337: [DEVNET_DEMO_DOLLAR], 31338: [DEVNET_DEMO_DOLLAR] },
      deliveryLeaseSeconds: 120,
      deliverySweepMs: 30_000,
      receiptTimeoutMs: 60_000,
      solanaTreasuryKey: undefined,
    })
    expect(
      readOnrampSettings(
        {
          LATCH_API_ONRAMP_PROVIDER: 'moonpay',
          LATCH_API_ONRAMP_MOONPAY_KEY: 'pk_test_a',
          LATCH_API_ONRAMP_MOONPAY_SECRET: 'sk_test_b',
          LATCH_API_ONRAMP_EUR_USD: '1.1',
        },
        { devnet: false },
      ),
    ).toMatchObject({
      provider: 'moonpay',
      moonpay: { apiKey: 'pk_test_a', secretKey: 'sk_test_b' },
      fiatUsdRates: { EUR: '1.1' },
      extraTokens: {},
    })
  })

  it('refuses malformed values, naming the variable', () => {
    for (const [name, value] of [
      ['TREASURY_KEY', '0x12'],
      ['PROVIDER', 'stripe'],
      ['EUR_USD', '1,08'],
      ['EUR_USD', '0'],
      ['FEE_BPS', '250'],
      ['WEBHOOK_URL', 'ftp://x'],
      ['SOLANA_TREASURY_KEY', '0OIl'.repeat(10)],
    ] as const)
      expect(() =>
        readOnrampSettings(
          { [`LATCH_API_ONRAMP_${name}`]: value },
          { devnet: true },
        ),
      ).toThrow(`LATCH_API_ONRAMP_${name}`)
  })
})
