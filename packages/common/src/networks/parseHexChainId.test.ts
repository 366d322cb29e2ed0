import fc from 'fast-check'
import { expect, test } from 'vitest'
import { InvalidChainIdError } from '../errors/network.js'
import { parseHexChainId } from './parseHexChainId.js'

test.each([
  ['0x1', 1],
  ['0x01', 1],
  ['1', 1],
  ['0x2105', 8453],
  ['2105', 8453],
  ['0X7A69', 31337],
  ['0xa4b1', 42161],
  ['0x1fffffffffffff', Number.MAX_SAFE_INTEGER],
])('%s → %i', (hex, id) => {
  expect(parseHexChainId(hex)).toBe(id)
})

test.each([
  '',
  '0x',
  '0x0',
  '0',
  '0xg',
  'xyz',
  '-0x1',
  '0x 1',
  ' 0x1',
  '0x1.5',
  '0x20000000000000',
  '0x00000000000000001',
])('rejects %j', (hex) => {
  expect(() => parseHexChainId(hex)).toThrow(InvalidChainIdError)
})

test('property: only InvalidChainIdError on arbitrary strings', () => {
  fc.assert(
    fc.property(fc.string(), (value) => {
      try {
        const id = parseHexChainId(value)
        expect(Number.isSafeInteger(id) && id > 0).toBe(true)
      } catch (error) {
        expect(error).toBeInstanceOf(InvalidChainIdError)
      }
    }),
  )
})
