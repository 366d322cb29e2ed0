import fc from 'fast-check'
import { expect, test } from 'vitest'
import { isCaipNetworkId } from './isCaipNetworkId.js'
import { parseCaipNetworkId } from './parseCaipNetworkId.js'

test.each([
  'eip155:1',
  'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  'bip122:000000000933ea01ad0ee984209779ba',
  'polkadot:b0a8d493285c2df73290dfb7e61f870f',
  'cosmos:cosmoshub-4',
])('valid %s', (value) => {
  expect(isCaipNetworkId(value)).toBe(true)
})

test.each([
  '',
  'eip155',
  'eip155:',
  ':1',
  'foo:1',
  'eip155:1:0xabc',
  'eip155:1:2:3',
  1,
  null,
  undefined,
  { namespace: 'eip155' },
])('invalid %j', (value) => {
  expect(isCaipNetworkId(value)).toBe(false)
})

test('property: agrees with parseCaipNetworkId', () => {
  fc.assert(
    fc.property(fc.string(), (value) => {
      let parses = true
      try {
        parseCaipNetworkId(value)
      } catch {
        parses = false
      }
      expect(isCaipNetworkId(value)).toBe(parses)
    }),
  )
})
