import { describe, expect, it } from 'vitest'
import { formatBaseUnits } from './formatBaseUnits.js'

describe('formatBaseUnits', () => {
  it('formats lamports as SOL without rounding', () => {
    expect(formatBaseUnits('0', 9)).toBe('0')
    expect(formatBaseUnits('1', 9)).toBe('0.000000001')
    expect(formatBaseUnits('1500000000', 9)).toBe('1.5')
    expect(formatBaseUnits('12000000000', 9)).toBe('12')
  })
  it('keeps what is not an integer as it is', () => {
    expect(formatBaseUnits('-25', 1)).toBe('-2.5')
    expect(formatBaseUnits('1.5', 9)).toBe('1.5')
    expect(formatBaseUnits(undefined)).toBe('undefined')
    expect(formatBaseUnits(null, 2)).toBe('null')
  })
})
