import type { Network } from './types.js'

/**
 * Finds a network by numeric id (`1`), string id (`'1'`,
 * `'5eykt4Us…'`) or CAIP-2 id (`'eip155:1'`).
 *
 * @example
 * getNetwork([mainnet, base], 'eip155:8453') // base
 */
export function getNetwork<const networks extends readonly Network[]>(
  networks: networks,
  idOrCaipNetworkId: number | string,
): networks[number] | undefined {
  const key = String(idOrCaipNetworkId)
  return networks.find(
    (network) => network.caipNetworkId === key || String(network.id) === key,
  )
}
