import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { InvalidAddressError } from '../errors/address.js'
import { getEvmAddress } from './getEvmAddress.js'

// Test vectors from EIP-55.
const vectors = [
  '0x52908400098527886E0F7030069857D2E4169EE7',
  '0x8617E340B3D01FA5F11F306F4090FD50E238070D',
  '0xde709f2102306220921060314715629080e2fb77',
  '0x27b1fdb04752bbc536007a920d24acb045561c26',
  '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
  '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359',
  '0xdbF03B407c01E7cD3CBea99509d93f8DDDC8C6FB',
  '0xD1220A0cf47c7B9Be7A2E6BA89F429762e7b9aDb',
]

describe('EIP-55 vectors', () => {
  test.each(vectors)('%s', (vector) => {
    expect(getEvmAddress(vector.toLowerCase())).toBe(vector)
    expect(getEvmAddress(`0x${vector.slice(2).toUpperCase()}`)).toBe(vector)
    expect(getEvmAddress(vector)).toBe(vector)
    expect(getEvmAddress(vector.slice(2))).toBe(vector)
  })
})

test('rejects malformed addresses', () => {
  for (const value of ['', '0x', '0x123', 'hello', `0x${'g'.repeat(40)}`])
    expect(() => getEvmAddress(value)).toThrow(InvalidAddressError)
})

test('rejects mixed case that fails the checksum', () => {
  const typo = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeD'
  expect(() => getEvmAddress(typo)).toThrowErrorMatchingInlineSnapshot(`
    [InvalidAddressError: Address "0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeD" is invalid.

    - Mixed-case address does not match its EIP-55 checksum.

    Docs: https://latch.dev/docs/common/address
    Version: @latch/common@0.1.0]
  `)
})

test('property: idempotent and case-insensitive on hex input', () => {
  fc.assert(
    fc.property(fc.stringMatching(/^[0-9a-f]{40}$/), (hex) => {
      const checksummed = getEvmAddress(`0x${hex}`)
      expect(checksummed.toLowerCase()).toBe(`0x${hex}`)
      expect(getEvmAddress(checksummed)).toBe(checksummed)
      expect(getEvmAddress(hex.toUpperCase())).toBe(checksummed)
    }),
  )
})

test('property: only InvalidAddressError on arbitrary strings', () => {
  fc.assert(
    fc.property(fc.string(), (value) => {
      try {
        getEvmAddress(value)
      } catch (error) {
        expect(error).toBeInstanceOf(InvalidAddressError)
      }
    }),
  )
})
