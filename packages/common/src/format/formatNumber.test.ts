import { expect, test } from 'vitest'
import { formatNumber } from './formatNumber.js'

test.each([
  [1234.5, '1,234.50'],
  ['1234.5', '1,234.50'],
  [0, '0.00'],
  [0.005, '0.01'],
  [0.004, '0.00'],
  [1_000_000, '1,000,000.00'],
  [-42.1, '-42.10'],
  ['12', '12.00'],
  ['1e3', '1,000.00'],
])('formatNumber(%j) = %s', (value, expected) => {
  expect(formatNumber(value)).toBe(expected)
})

test.each(['', ' ', 'abc', '1,234', Number.NaN, Number.POSITIVE_INFINITY])(
  'invalid %j gives 0.00',
  (value) => {
    expect(formatNumber(value)).toBe('0.00')
  },
)

test.each([
  ['de', 1234.5, '1.234,50'],
  ['ja', 1234.5, '1,234.50'],
  ['es', 'abc', '0,00'],
])('in %s, formatNumber(%j) = %s', (locale, value, expected) => {
  expect(formatNumber(value, locale)).toBe(expected)
})
