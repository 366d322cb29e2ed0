import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { isBitcoinAddress } from './isBitcoinAddress.js'

// Segwit vectors from BIP-173 and BIP-350; base58 from the Bitcoin wiki.
describe('mainnet', () => {
  test.each([
    'BC1QW508D6QEJXTDG4Y5R3ZARVARY0C5XW7KV8F3T4',
    'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
    'bc1pw508d6qejxtdg4y5r3zarvary0c5xw7kw508d6qejxtdg4y5r3zarvary0c5xw7kt5nd6y',
    'BC1SW50QGDZ25J',
    'bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqzk5jj0',
    '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa',
    '3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy',
  ])('valid %s', (value) => {
    expect(isBitcoinAddress(value)).toBe(true)
    expect(isBitcoinAddress(value, { testnet: true })).toBe(false)
  })

  test.each([
    // bech32 checksum on v1+, bech32m checksum on v0 (BIP-350)
    'bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqh2y7hd',
    'BC1S0XLXVLHEMJA6C4DQV22UAPCTQUPFHLXM9H8Z3K2E72Q4K9HCZ7VQ54WELL',
    'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kemeawh',
    // bad character, version 17, bad program lengths, padding, empty data
    'bc1p38j9r5y49hruaue7wxjce0updqjuyyx0kh56v8s25huc6995vvpql3jow4',
    'BC130XLXVLHEMJA6C4DQV22UAPCTQUPFHLXM9H8Z3K2E72Q4K9HCZ7VQ7ZWS8R',
    'bc1pw5dgrnzv',
    'bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7v8n0nx0muaewav253zgeav',
    'BC1QR508D6QEJXTDG4Y5R3ZARVARYV98GJ9P',
    'bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7v07qwwzcrf',
    'bc1gmk9yu',
    // mixed case, one changed character, wrong network, base58 checksum
    'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdQ',
    'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdp',
    'tb1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3q0sl5k7',
    '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNb',
    'mipcBbFg9gMiCh81Kj8tqqdgoZub1ZJRfn',
    '',
    '1',
    '0x52908400098527886E0F7030069857D2E4169EE7',
  ])('invalid %j', (value) => {
    expect(isBitcoinAddress(value)).toBe(false)
  })
})

describe('testnet', () => {
  test.each([
    'tb1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3q0sl5k7',
    'tb1pqqqqp399et2xygdj5xreqhjjvcmzhxw4aywxecjdzew6hylgvsesf3hn0c',
    'tb1qqqqqp399et2xygdj5xreqhjjvcmzhxw4aywxecjdzew6hylgvsesrxh6hy',
    'n3GNqMveyvaPvUbH469vDRadqpJMPc84JA',
    'mipcBbFg9gMiCh81Kj8tqqdgoZub1ZJRfn',
    '2MzQwSSnBHWHqSAqtTVQ6v47XtaisrJa1Vc',
  ])('valid %s', (value) => {
    expect(isBitcoinAddress(value, { testnet: true })).toBe(true)
    expect(isBitcoinAddress(value)).toBe(false)
  })

  test.each([
    'tb1z0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqglt7rf',
    'tb1q0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vq24jc47',
    'tb1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vq47Zagq',
    'tb1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vpggkg4j',
    'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
    '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa',
    // base58check: one changed character, then a truncated address
    '2MzQwSSnBHWHqSAqtTVQ6v47XtaisrJa1Vd',
    '2MzQwSSnBHWHqSAqtTVQ6v47XtaisrJa1V',
  ])('invalid %j', (value) => {
    expect(isBitcoinAddress(value, { testnet: true })).toBe(false)
  })
})

test('property: never throws', () => {
  fc.assert(
    fc.property(fc.string(), fc.boolean(), (value, testnet) => {
      expect(typeof isBitcoinAddress(value, { testnet })).toBe('boolean')
      expect(typeof isBitcoinAddress(`bc1${value}`)).toBe('boolean')
    }),
  )
})
