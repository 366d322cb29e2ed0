import fc from 'fast-check'
import { expect, test } from 'vitest'
import { formatBalance } from './formatBalance.js'

test.each([
  ['1234.5678', '1,234.567'],
  [1234.5678, '1,234.567'],
  [1.9999, '1.999'],
  ['1.9999', '1.999'],
  ['0.0009', '0.000'],
  ['1.005', '1.005'],
  [1.005, '1.005'],
  ['42', '42.000'],
  [0, '0.000'],
  ['0', '0.000'],
  ['.5', '0.500'],
  ['5.', '5.000'],
  ['1234567.1', '1,234,567.100'],
  [
    '123456789012345678901234567890.123456',
    '123,456,789,012,345,678,901,234,567,890.123',
  ],
  [1e21, '1,000,000,000,000,000,000,000.000'],
  [1.5e-7, '0.000'],
  ['2.5e3', '2,500.000'],
  ['  7.25  ', '7.250'],
  ['+3', '3.000'],
  ['-1.2345', '-1.235'],
  ['-0.0001', '-0.001'],
  ['-0', '0.000'],
  ['-2', '-2.000'],
])('formatBalance(%j) = %s', (value, expected) => {
  expect(formatBalance(value)).toBe(expected)
})

test.each([
  undefined,
  '',
  ' ',
  'abc',
  '.',
  '1.2.3',
  '1,234',
  '0x10',
  'NaN',
  Number.NaN,
  Number.POSITIVE_INFINITY,
])('invalid %j gives 0.000', (value) => {
  expect(formatBalance(value)).toBe('0.000')
})

test('property: never rounds up for non-negative numbers', () => {
  fc.assert(
    fc.property(fc.double({ min: 0, max: 1e15, noNaN: true }), (value) => {
      const shown = Number(formatBalance(value).replaceAll(',', ''))
      expect(shown).toBeLessThanOrEqual(value)
      expect(value - shown).toBeLessThan(0.001 + value * 1e-15)
    }),
  )
})

test('property: always three decimals and en-US grouping', () => {
  fc.assert(
    fc.property(
      fc.oneof(fc.string(), fc.double(), fc.constant(undefined)),
      (value) => {
        expect(formatBalance(value)).toMatch(/^-?\d{1,3}(,\d{3})*\.\d{3}$/)
      },
    ),
  )
})

test.each([
  ['de', '1234.5678', '1.234,567'],
  ['fr', '1234.5678', '1\u202f234,567'],
  ['hi', '12345678.9', '1,23,45,678.900'],
  ['pt-BR', '-1.2345', '-1,235'],
  ['de', undefined, '0,000'],
])('in %s, formatBalance(%j) = %s', (locale, value, expected) => {
  expect(formatBalance(value, locale)).toBe(expected)
})

test('property: every locale keeps every digit of a long balance', () => {
  const locales = ['ar', 'de', 'es', 'fr', 'he', 'hi', 'ja', 'pt-BR', 'zh-CN']
  fc.assert(
    fc.property(
      fc.stringMatching(/^[1-9]\d{0,40}\.\d{0,12}$/),
      fc.constantFrom(...locales),
      (value, locale) => {
        // Only the digits are compared: separators are the locale's.
        const digitsOf = (text: string) => text.replace(/\D/g, '')
        expect(digitsOf(formatBalance(value, locale))).toBe(
          digitsOf(formatBalance(value)),
        )
      },
    ),
  )
})
