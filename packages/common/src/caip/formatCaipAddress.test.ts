import { expect, test } from 'vitest'
import { InvalidCaipAddressError } from '../errors/caip.js'
import { formatCaipAddress } from './formatCaipAddress.js'

test('formats', () => {
  expect(
    formatCaipAddress({ namespace: 'eip155', reference: 10, address: '0xab' }),
  ).toBe('eip155:10:0xab')
})

test.each([
  { namespace: 'eip155', reference: '1', address: '' },
  { namespace: 'eip155', reference: '', address: '0xab' },
  { namespace: 'eip155', reference: '1', address: 'a:b' },
  { namespace: 'eip155', reference: '1', address: 'a b' },
] as const)('rejects %j', (parameters) => {
  expect(() => formatCaipAddress(parameters)).toThrow(InvalidCaipAddressError)
})
