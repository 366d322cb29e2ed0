import { expect, test } from 'vitest'
import { InvalidUnitsError } from '../errors/units.js'
import { formatUnits } from './formatUnits.js'

test.each([
  [0n, 18, '0'],
  [1n, 18, '0.000000000000000001'],
  [1_500_000_000_000_000_000n, 18, '1.5'],
  [1_000_000_000_000_000_000n, 18, '1'],
  [123_456_789n, 6, '123.456789'],
  [-123_456_789n, 6, '-123.456789'],
  [-1n, 2, '-0.01'],
  [42n, 0, '42'],
  [100_000_000n, 8, '1'],
  [10n ** 40n, 18, '10000000000000000000000'],
])('formatUnits(%s, %i) = %s', (value, decimals, expected) => {
  expect(formatUnits(value, decimals)).toBe(expected)
})

test.each([-1, 1.5, Number.NaN])('rejects decimals %d', (decimals) => {
  expect(() => formatUnits(1n, decimals)).toThrow(InvalidUnitsError)
})
