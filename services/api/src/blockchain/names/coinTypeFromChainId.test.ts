import { describe, expect, it } from 'vitest'
import { coinTypeFromChainId, isEvmCoinType } from './coinTypeFromChainId.js'

describe('coinTypeFromChainId', () => {
  it('is (0x80000000 | chainId) >>> 0 below 2^31', () => {
    expect(coinTypeFromChainId(1)).toBe(2147483649)
    expect(coinTypeFromChainId(31337)).toBe(2147514985)
    expect(coinTypeFromChainId(2 ** 31 - 1)).toBe(0xffffffff)
    expect(coinTypeFromChainId(2 ** 31)).toBeUndefined()
    expect(coinTypeFromChainId(-1)).toBeUndefined()
    expect(coinTypeFromChainId(1.5)).toBeUndefined()
  })
  it('recognises EVM coin types', () => {
    expect(isEvmCoinType(60)).toBe(true)
    expect(isEvmCoinType(2147483649)).toBe(true)
    expect(isEvmCoinType(0)).toBe(false)
    expect(isEvmCoinType(2 ** 32)).toBe(false)
  })
})
