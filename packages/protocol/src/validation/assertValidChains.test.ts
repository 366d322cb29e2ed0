import { describe, expect, it } from 'vitest'
import { assertValidChains } from './assertValidChains.js'

describe('assertValidChains', () => {
  it('accepts CAIP-2 chains', () => {
    expect(() =>
      assertValidChains(['eip155:1', 'solana:abc'], 'x'),
    ).not.toThrow()
  })
  it('requires a non-empty array', () => {
    expect(() => assertValidChains([], 'connect()')).toThrow(
      'Missing or invalid. connect(), chains must be a non-empty array',
    )
    expect(() => assertValidChains(undefined, 'x')).toThrow(
      'Missing or invalid.',
    )
  })
  it('rejects non CAIP-2 entries with UNSUPPORTED_CHAINS', () => {
    try {
      assertValidChains(['eip155'], 'x')
      expect.unreachable()
    } catch (error) {
      expect((error as { code: number }).code).toBe(5100)
    }
  })
})
