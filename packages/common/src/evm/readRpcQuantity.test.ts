import { describe, expect, it } from 'vitest'
import { readRpcQuantity } from './readRpcQuantity.js'

describe('readRpcQuantity', () => {
  it('reads hex quantities up to 256 bits', () => {
    expect(readRpcQuantity('0x0')).toBe(0n)
    expect(readRpcQuantity('0x5208')).toBe(21000n)
    expect(readRpcQuantity('0x00ff')).toBe(255n)
    expect(readRpcQuantity(`0x${'f'.repeat(64)}`)).toBe(2n ** 256n - 1n)
  })

  it('refuses what is not a quantity, without throwing', () => {
    for (const bad of [
      '0x',
      '0X1',
      '0xzz',
      '12',
      '',
      `0x${'f'.repeat(65)}`,
      1,
      null,
      undefined,
      {},
      ['0x1'],
    ])
      expect(readRpcQuantity(bad)).toBeUndefined()
  })
})
