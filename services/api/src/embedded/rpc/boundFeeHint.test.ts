import { describe, expect, it } from 'vitest'
import { boundFeeHint } from './boundFeeHint.js'

describe('boundFeeHint', () => {
  it('uses a hint only within [min, 2 × node], else the node value', () => {
    expect(boundFeeHint(undefined, 100n)).toBe(100n)
    expect(boundFeeHint(150n, 100n)).toBe(150n)
    expect(boundFeeHint(200n, 100n)).toBe(200n)
    expect(boundFeeHint(201n, 100n)).toBe(100n)
    expect(boundFeeHint(10n ** 30n, 100n)).toBe(100n)
    expect(boundFeeHint(50n, 100n)).toBe(50n)
    expect(boundFeeHint(0n, 100n)).toBe(100n)
    expect(boundFeeHint(50n, 100n, { min: 100n })).toBe(100n)
  })
})
