import { expect, test } from 'vitest'
import { formatTokenValue } from './formatTokenValue.js'

const template = '{amount} {symbol}'

test('lists floor balances to exactly 3 decimals, grouped by locale (SPEC §5)', () => {
  expect(
    formatTokenValue('9998.49843844971226899', 'ETH', 'en', template),
  ).toBe('9,998.498 ETH')
  expect(formatTokenValue('1234.5678', 'LDT', 'de', template)).toBe(
    '1.234,567 LDT',
  )
  expect(formatTokenValue(undefined, 'ETH', 'en', template)).toBe('0.000 ETH')
})

test('an amount being sent keeps up to 4 decimals, cut and never rounded up', () => {
  const amount = (n: string, locale = 'en') =>
    formatTokenValue(n, 'ETH', locale, template, 'amount')
  expect(amount('9998.49843844971226899')).toBe('9,998.4984 ETH')
  expect(amount('1.99999')).toBe('1.9999 ETH')
  expect(amount('42.000000000000000001')).toBe('42 ETH')
  expect(amount('1.5')).toBe('1.5 ETH')
  expect(amount('9998.4984', 'fr')).toMatch(/^9\s998,4984 ETH$/)
  expect(amount('9998.4984', 'de')).toBe('9.998,4984 ETH')
})

test('below 1 it keeps 4 significant digits, so a small amount never shows as 0', () => {
  const amount = (n: string) =>
    formatTokenValue(n, 'ETH', 'en', template, 'amount')
  expect(amount('0.0000123456')).toBe('0.00001234 ETH')
  expect(amount('.5')).toBe('0.5 ETH')
  expect(amount('0.123456789')).toBe('0.1234 ETH')
})
