import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { InvalidCaipAddressError } from '../errors/caip.js'
import { chainNamespaces } from './chainNamespaces.js'
import { formatCaipAddress } from './formatCaipAddress.js'
import { parseCaipAddress } from './parseCaipAddress.js'

describe('valid', () => {
  test('eip155', () => {
    expect(
      parseCaipAddress('eip155:1:0xab16a96D359eC26a11e2C2b3d8f8B8942d5Bfcdb'),
    ).toEqual({
      namespace: 'eip155',
      reference: '1',
      address: '0xab16a96D359eC26a11e2C2b3d8f8B8942d5Bfcdb',
      caipNetworkId: 'eip155:1',
    })
  })

  test.each([
    'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv',
    'bip122:000000000019d6689c085ae165831e93:128Lkh3S7CkDTBZ8W7BbpsN3YYizJMp8p6',
    'cosmos:cosmoshub-3:cosmos1t2uflqwqe0fsj0shcfkrvpukewcw40yjj6hdc0',
    'polkadot:b0a8d493285c2df73290dfb7e61f870f:5hmuyxw9xdgbpptgypokw4thfyoe3ryenebr381z9iaegmfy',
    'eip155:1:a.b%20-c',
  ])('%s', (value) => {
    const parsed = parseCaipAddress(value)
    expect(`${parsed.namespace}:${parsed.reference}:${parsed.address}`).toBe(
      value,
    )
    expect(parsed.caipNetworkId).toBe(`${parsed.namespace}:${parsed.reference}`)
  })

  test('128-character account address is the upper bound', () => {
    expect(
      parseCaipAddress(`eip155:1:${'a'.repeat(128)}`).address,
    ).toHaveLength(128)
  })
})

describe('invalid', () => {
  test.each([
    '',
    '::',
    'eip155:1',
    'eip155:1:',
    'eip155::0xabc',
    ':1:0xabc',
    'eip155:1:0xabc:extra',
    'a:b:c:d',
    'foo:1:0xabc',
    'Eip155:1:0xabc',
    'eip155:1:0x abc',
    'eip155:1:0x/abc',
    `eip155:1:${'a'.repeat(129)}`,
    `eip155:${'1'.repeat(33)}:0xabc`,
  ])('%j', (value) => {
    expect(() => parseCaipAddress(value)).toThrow(InvalidCaipAddressError)
  })
})

test('property: format ∘ parse round-trips', () => {
  fc.assert(
    fc.property(
      fc.constantFrom(...chainNamespaces),
      fc.stringMatching(/^[-_a-zA-Z0-9]{1,32}$/),
      fc.stringMatching(/^[-.%a-zA-Z0-9]{1,128}$/),
      (namespace, reference, address) => {
        const value = formatCaipAddress({ namespace, reference, address })
        expect(parseCaipAddress(value)).toEqual({
          namespace,
          reference,
          address,
          caipNetworkId: `${namespace}:${reference}`,
        })
        expect(formatCaipAddress(parseCaipAddress(value))).toBe(value)
      },
    ),
  )
})

test('property: only InvalidCaipAddressError on arbitrary strings', () => {
  fc.assert(
    fc.property(
      fc.oneof(
        fc.string(),
        fc
          .array(fc.string(), { minLength: 1, maxLength: 5 })
          .map((parts) => parts.join(':')),
      ),
      (value) => {
        try {
          parseCaipAddress(value)
        } catch (error) {
          expect(error).toBeInstanceOf(InvalidCaipAddressError)
        }
      },
    ),
  )
})
