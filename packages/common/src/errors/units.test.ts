import { expect, test } from 'vitest'
import { InvalidUnitsError } from './units.js'

test('InvalidUnitsError (format)', () => {
  const error = new InvalidUnitsError({
    value: '1.2.3',
    decimals: 18,
    reason: 'format',
  })
  expect(error.name).toBe('InvalidUnitsError')
  expect(error.message).toMatchInlineSnapshot(`
    "Amount "1.2.3" cannot be used with 18 decimals.

    - Expected digits with at most one ".", e.g. "1.5" or "-0.25".

    Docs: https://latch.dev/docs/common/units
    Version: @latch/common@0.1.0"
  `)
})

test('InvalidUnitsError (precision)', () => {
  const error = new InvalidUnitsError({
    value: '1.234',
    decimals: 2,
    reason: 'precision',
  })
  expect(error.message).toMatchInlineSnapshot(`
    "Amount "1.234" cannot be used with 2 decimals.

    - More than 2 non-zero fractional digits.

    Docs: https://latch.dev/docs/common/units
    Version: @latch/common@0.1.0"
  `)
})

test('InvalidUnitsError (decimals)', () => {
  const error = new InvalidUnitsError({
    value: '1',
    decimals: -1,
    reason: 'decimals',
  })
  expect(error.message).toMatchInlineSnapshot(`
    "Amount "1" cannot be used with -1 decimals.

    - Decimals must be a non-negative safe integer.

    Docs: https://latch.dev/docs/common/units
    Version: @latch/common@0.1.0"
  `)
})
