import {
  createTestClient,
  defineChain,
  http,
  type PublicActions,
  publicActions,
  type TestClient,
} from 'viem'
import { inject } from 'vitest'

/**
 * A test client (anvil's own methods and the public reads) on the demo
 * stack's first devnet, Latch Devnet (31337).
 */
export function devnetClient(): TestClient<'anvil'> & PublicActions {
  const url = inject('rpcUrls')[0] ?? ''
  return createTestClient({
    chain: defineChain({
      id: 31337,
      name: 'Latch Devnet',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [url] } },
    }),
    mode: 'anvil',
    transport: http(url),
  }).extend(publicActions)
}
