import { describe, expect, it } from 'vitest'
import { assertValidRequestExpiry } from './assertValidRequestExpiry.js'

describe('assertValidRequestExpiry', () => {
  it('accepts undefined and the bounds', () => {
    for (const expiry of [undefined, 300, 900, 604_800])
      expect(() => assertValidRequestExpiry(expiry)).not.toThrow()
  })
  it('rejects out-of-range and non-numbers', () => {
    for (const expiry of [299, 604_801, '900', Number.NaN])
      expect(() => assertValidRequestExpiry(expiry)).toThrow(
        'between 300 and 604800',
      )
  })
})
