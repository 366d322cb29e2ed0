import { expect, test } from 'vitest'
import { InvalidCaipNetworkIdError } from '../errors/caip.js'
import { formatCaipNetworkId } from './formatCaipNetworkId.js'

test('formats string and numeric references', () => {
  expect(formatCaipNetworkId({ namespace: 'eip155', reference: 1 })).toBe(
    'eip155:1',
  )
  expect(
    formatCaipNetworkId({
      namespace: 'solana',
      reference: 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
    }),
  ).toBe('solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1')
})

test('rejects results that would not parse', () => {
  expect(() =>
    formatCaipNetworkId({ namespace: 'eip155', reference: '' }),
  ).toThrow(InvalidCaipNetworkIdError)
  expect(() =>
    formatCaipNetworkId({ namespace: 'eip155', reference: 'a:b' }),
  ).toThrow(InvalidCaipNetworkIdError)
  expect(() =>
    formatCaipNetworkId({ namespace: 'eip155', reference: 1.5 }),
  ).toThrow(InvalidCaipNetworkIdError)
  expect(() =>
    // @ts-expect-error unknown namespace
    formatCaipNetworkId({ namespace: 'foo', reference: '1' }),
  ).toThrow(InvalidCaipNetworkIdError)
})
