import { describe, expect, it } from 'vitest'
import { isStaleUpdate } from './isStaleUpdate.js'

describe('isStaleUpdate', () => {
  it('discards ids whose timestamp prefix is older', () => {
    expect(isStaleUpdate(undefined, 1_700_000_000_000_001)).toBe(false)
    expect(isStaleUpdate(1_700_000_000_001_000, 1_700_000_000_000_999)).toBe(
      true,
    )
    // Same millisecond, different random suffix: not older.
    expect(isStaleUpdate(1_700_000_000_000_999, 1_700_000_000_000_001)).toBe(
      false,
    )
    expect(isStaleUpdate(1_700_000_000_000_001, 1_700_000_000_002_000)).toBe(
      false,
    )
  })
})
