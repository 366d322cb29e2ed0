import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { InvalidUnitsError } from '../errors/units.js'
import { formatUnits } from './formatUnits.js'
import { parseUnits } from './parseUnits.js'

describe('valid', () => {
  test.each([
    ['0', 18, 0n],
    ['1', 18, 1_000_000_000_000_000_000n],
    ['1.5', 18, 1_500_000_000_000_000_000n],
    ['0.000000000000000001', 18, 1n],
    ['-1.5', 6, -1_500_000n],
    ['.5', 2, 50n],
    ['1.', 2, 100n],
    ['-0', 2, 0n],
    ['007', 0, 7n],
    ['1.120', 2, 112n],
    ['1.0', 0, 1n],
    ['123456789012345678901234567890', 0, 123456789012345678901234567890n],
  ])('parseUnits(%j, %i) = %s', (value, decimals, expected) => {
    expect(parseUnits(value, decimals)).toBe(expected)
  })
})

describe('invalid', () => {
  test.each([
    '',
    '-',
    '.',
    '-.',
    '1.2.3',
    '1,5',
    '1,000',
    ' 1',
    '1 ',
    '+1',
    '1e18',
    '0x10',
    '--1',
    '1-',
    'NaN',
    'Infinity',
    '١',
  ])('%j', (value) => {
    expect(() => parseUnits(value, 18)).toThrow(InvalidUnitsError)
  })

  test('too many decimals', () => {
    expect(() => parseUnits('1.123', 2)).toThrow(InvalidUnitsError)
    expect(() => parseUnits('0.1', 0)).toThrow(InvalidUnitsError)
    expect(() => parseUnits('0.0000000000000000001', 18)).toThrow(
      InvalidUnitsError,
    )
    expect(() => parseUnits('1.123', 2)).toThrowErrorMatchingInlineSnapshot(`
      [InvalidUnitsError: Amount "1.123" cannot be used with 2 decimals.

      - More than 2 non-zero fractional digits.

      Docs: https://latch.dev/docs/common/units
      Version: @latch/common@0.1.0]
    `)
  })

  test.each([-1, 0.5, Number.NaN])('decimals %d', (decimals) => {
    expect(() => parseUnits('1', decimals)).toThrow(InvalidUnitsError)
  })
})

test('property: parseUnits ∘ formatUnits is the identity', () => {
  fc.assert(
    fc.property(
      fc.bigInt({ min: -(10n ** 40n), max: 10n ** 40n }),
      fc.integer({ min: 0, max: 36 }),
      (value, decimals) => {
        expect(parseUnits(formatUnits(value, decimals), decimals)).toBe(value)
      },
    ),
  )
})

test('property: formatUnits ∘ parseUnits normalises decimal strings', () => {
  fc.assert(
    fc.property(
      fc.stringMatching(/^[1-9]\d{0,20}$/),
      fc.stringMatching(/^\d{0,6}[1-9]$/),
      (integer, fraction) => {
        const value = `${integer}.${fraction}`
        expect(formatUnits(parseUnits(value, 7), 7)).toBe(value)
      },
    ),
  )
})

test('property: only InvalidUnitsError on arbitrary strings', () => {
  fc.assert(
    fc.property(fc.string(), fc.integer({ min: 0, max: 30 }), (value, d) => {
      try {
        expect(typeof parseUnits(value, d)).toBe('bigint')
      } catch (error) {
        expect(error).toBeInstanceOf(InvalidUnitsError)
      }
    }),
  )
})
