import type { Network } from './types.js'

/**
 * Identity helper that type-checks a network and keeps its literal types
 * (`id: 1`, `caipNetworkId: 'eip155:1'`) for inference.
 *
 * @example
 * export const myChain = defineNetwork({ id: 7, caipNetworkId: 'eip155:7', … })
 */
export function defineNetwork<const network extends Network>(
  network: network,
): network {
  return network
}
