import { expect, test } from 'vitest'
import { decodeBase58 } from './base58.js'

test('decodes', () => {
  expect(decodeBase58('')).toEqual(new Uint8Array([]))
  expect(decodeBase58('1')).toEqual(new Uint8Array([0]))
  expect(decodeBase58('2')).toEqual(new Uint8Array([1]))
  expect(decodeBase58('z')).toEqual(new Uint8Array([57]))
  expect(decodeBase58('21')).toEqual(new Uint8Array([58]))
  expect(decodeBase58('11LUw')).toEqual(new Uint8Array([0, 0, 1, 0, 0]))
  expect(decodeBase58('1'.repeat(32))).toEqual(new Uint8Array(32))
})

test('rejects characters outside the alphabet', () => {
  for (const value of ['0', 'O', 'I', 'l', ' ', '+'])
    expect(decodeBase58(value)).toBeUndefined()
})
