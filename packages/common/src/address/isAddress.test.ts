import fc from 'fast-check'
import { expect, test } from 'vitest'
import { chainNamespaces } from '../caip/chainNamespaces.js'
import { isAddress } from './isAddress.js'

test.each([
  ['0x52908400098527886E0F7030069857D2E4169EE7', 'eip155'],
  ['7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv', 'solana'],
  ['bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq', 'bip122'],
  ['mipcBbFg9gMiCh81Kj8tqqdgoZub1ZJRfn', 'bip122'],
  ['15oF4uVJwmo4TdGW7VfQxNLavjCXviqxT9S1MgbjMNHr6Sp5', 'polkadot'],
  ['5GrwvaEF5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKutQY', 'polkadot'],
  ['cosmos1t2uflqwqe0fsj0shcfkrvpukewcw40yjj6hdc0', 'cosmos'],
] as const)('%s is a valid %s address', (address, namespace) => {
  expect(isAddress(address, namespace)).toBe(true)
})

test.each([
  ['7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv', 'eip155'],
  ['0x52908400098527886E0F7030069857D2E4169EE7', 'solana'],
  ['0x52908400098527886E0F7030069857D2E4169EE7', 'bip122'],
  ['7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv', 'polkadot'],
  ['cosmos1t2uflqwqe0fsj0shcfkrvpukewcw40yjj6hdc1', 'cosmos'],
  ['bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqzk5jj0', 'cosmos'],
  ['', 'eip155'],
] as const)('%s is not a valid %s address', (address, namespace) => {
  expect(isAddress(address, namespace)).toBe(false)
})

test('unknown namespace at runtime', () => {
  // @ts-expect-error not a ChainNamespace
  expect(isAddress('0x52908400098527886E0F7030069857D2E4169EE7', 'tron')).toBe(
    false,
  )
})

test('property: never throws', () => {
  fc.assert(
    fc.property(
      fc.string(),
      fc.constantFrom(...chainNamespaces),
      (address, namespace) => {
        expect(typeof isAddress(address, namespace)).toBe('boolean')
      },
    ),
  )
})
