import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { InvalidCaipNetworkIdError } from '../errors/caip.js'
import { chainNamespaces } from './chainNamespaces.js'
import { formatCaipNetworkId } from './formatCaipNetworkId.js'
import { parseCaipNetworkId } from './parseCaipNetworkId.js'

describe('valid', () => {
  test.each([
    ['eip155:1', 'eip155', '1'],
    ['eip155:8453', 'eip155', '8453'],
    [
      'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
      'solana',
      '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
    ],
    [
      'bip122:000000000019d6689c085ae165831e93',
      'bip122',
      '000000000019d6689c085ae165831e93',
    ],
    [
      'polkadot:91b171bb158e2d3848fa23a9f1c25182',
      'polkadot',
      '91b171bb158e2d3848fa23a9f1c25182',
    ],
    ['cosmos:cosmoshub-4', 'cosmos', 'cosmoshub-4'],
    ['cosmos:Binance-Chain_Tigris', 'cosmos', 'Binance-Chain_Tigris'],
  ])('%s', (id, namespace, reference) => {
    expect(parseCaipNetworkId(id)).toEqual({ namespace, reference })
  })
})

describe('invalid', () => {
  test.each([
    '',
    ':',
    'eip155',
    'eip155:',
    ':1',
    'eip155:1:0xabc',
    'eip155:1:',
    'foo:1',
    'EIP155:1',
    'eip155:1 ',
    ' eip155:1',
    'eip155:1.5',
    'eip155:a/b',
    `eip155:${'1'.repeat(33)}`,
  ])('%j', (id) => {
    expect(() => parseCaipNetworkId(id)).toThrow(InvalidCaipNetworkIdError)
  })

  test('a 32-character reference is the upper bound', () => {
    expect(
      parseCaipNetworkId(`cosmos:${'a'.repeat(32)}`).reference,
    ).toHaveLength(32)
  })
})

const reference = fc.stringMatching(/^[-_a-zA-Z0-9]{1,32}$/)

test('property: format ∘ parse round-trips', () => {
  fc.assert(
    fc.property(
      fc.constantFrom(...chainNamespaces),
      reference,
      (namespace, reference) => {
        const id = formatCaipNetworkId({ namespace, reference })
        expect(parseCaipNetworkId(id)).toEqual({ namespace, reference })
        expect(formatCaipNetworkId(parseCaipNetworkId(id))).toBe(id)
      },
    ),
  )
})

test('property: only InvalidCaipNetworkIdError on arbitrary strings', () => {
  fc.assert(
    fc.property(
      fc.oneof(
        fc.string(),
        fc.string({ unit: 'grapheme' }),
        fc.tuple(fc.string(), fc.string()).map(([a, b]) => `${a}:${b}`),
      ),
      (value) => {
        try {
          parseCaipNetworkId(value)
        } catch (error) {
          expect(error).toBeInstanceOf(InvalidCaipNetworkIdError)
        }
      },
    ),
  )
})
