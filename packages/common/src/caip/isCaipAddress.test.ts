import fc from 'fast-check'
import { expect, test } from 'vitest'
import { isCaipAddress } from './isCaipAddress.js'
import { parseCaipAddress } from './parseCaipAddress.js'

test.each([
  'eip155:1:0xab16a96D359eC26a11e2C2b3d8f8B8942d5Bfcdb',
  'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1:7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv',
  'bip122:000000000019d6689c085ae165831e93:bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
])('valid %s', (value) => {
  expect(isCaipAddress(value)).toBe(true)
})

test.each([
  '',
  'eip155:1',
  'eip155:1:',
  'eip155::0xab',
  ':1:0xab',
  'eip155:1:0xab:cd',
  'unknown:1:0xab',
  42,
  null,
  undefined,
  ['eip155', '1', '0xab'],
])('invalid %j', (value) => {
  expect(isCaipAddress(value)).toBe(false)
})

test('property: agrees with parseCaipAddress', () => {
  fc.assert(
    fc.property(
      fc.oneof(
        fc.string(),
        fc
          .array(fc.stringMatching(/^[-.%\w]{0,5}$/), { maxLength: 4 })
          .map((parts) => ['eip155', ...parts].join(':')),
      ),
      (value) => {
        let parses = true
        try {
          parseCaipAddress(value)
        } catch {
          parses = false
        }
        expect(isCaipAddress(value)).toBe(parses)
      },
    ),
  )
})
