import { expect, expectTypeOf, test } from 'vitest'
import { defineNetwork } from './defineNetwork.js'
import type { Network } from './types.js'

test('returns its argument with literal types', () => {
  const input = {
    id: 7,
    caipNetworkId: 'eip155:7',
    chainNamespace: 'eip155',
    name: 'Seven',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: ['http://127.0.0.1:7'] } },
  } as const
  const network = defineNetwork(input)
  expect(network).toBe(input)
  expectTypeOf(network.id).toEqualTypeOf<7>()
  expectTypeOf(network.caipNetworkId).toEqualTypeOf<'eip155:7'>()
})

test('without a caipNetworkId, sets it from the namespace and the id', () => {
  const network = defineNetwork({
    id: 'abc',
    chainNamespace: 'solana',
    name: 'Abc',
    nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
    rpcUrls: { default: { http: ['http://127.0.0.1:7'] } },
    testnet: true,
  })
  expect(network).toEqual({
    id: 'abc',
    caipNetworkId: 'solana:abc',
    chainNamespace: 'solana',
    name: 'Abc',
    nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
    rpcUrls: { default: { http: ['http://127.0.0.1:7'] } },
    testnet: true,
  })
  expectTypeOf(network.caipNetworkId).toEqualTypeOf<'solana:abc'>()
  expectTypeOf(network).toMatchTypeOf<Network>()
})
