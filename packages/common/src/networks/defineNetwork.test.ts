import { expect, expectTypeOf, test } from 'vitest'
import { defineNetwork } from './defineNetwork.js'

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
