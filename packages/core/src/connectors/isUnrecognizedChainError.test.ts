import { describe, expect, it } from 'vitest'
import { isUnrecognizedChainError } from './isUnrecognizedChainError.js'

describe('isUnrecognizedChainError', () => {
  it('reads 4902 and 32603 (SPEC §8: invalid chain id), also wrapped', () => {
    expect(isUnrecognizedChainError({ code: 4902 })).toBe(true)
    expect(isUnrecognizedChainError({ code: 32603 })).toBe(true)
    expect(
      isUnrecognizedChainError({
        code: -32603,
        data: { originalError: { code: 4902 } },
      }),
    ).toBe(true)
    expect(isUnrecognizedChainError({ cause: { code: 32603 } })).toBe(true)
  })

  it('does not read other codes so', () => {
    expect(isUnrecognizedChainError({ code: -32603 })).toBe(false)
    expect(isUnrecognizedChainError({ code: 4001 })).toBe(false)
    expect(isUnrecognizedChainError({ code: 5000 })).toBe(false)
    expect(isUnrecognizedChainError(undefined)).toBe(false)
  })
})
