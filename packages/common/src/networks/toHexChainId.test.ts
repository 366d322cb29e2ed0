import fc from 'fast-check'
import { expect, test } from 'vitest'
import { InvalidChainIdError } from '../errors/network.js'
import { parseHexChainId } from './parseHexChainId.js'
import { toHexChainId } from './toHexChainId.js'

test('formats', () => {
  expect(toHexChainId(1)).toBe('0x1')
  expect(toHexChainId(8453)).toBe('0x2105')
  expect(toHexChainId(31337)).toBe('0x7a69')
  expect(toHexChainId(Number.MAX_SAFE_INTEGER)).toBe('0x1fffffffffffff')
})

test.each([0, -1, 1.5, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 53])(
  'rejects %d',
  (id) => {
    expect(() => toHexChainId(id)).toThrow(InvalidChainIdError)
  },
)

test('property: round-trips with parseHexChainId', () => {
  fc.assert(
    fc.property(fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER }), (id) => {
      expect(parseHexChainId(toHexChainId(id))).toBe(id)
    }),
  )
})
