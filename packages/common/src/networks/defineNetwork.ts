import type { CaipNetworkId } from '../caip/types.js'
import type { Network } from './types.js'

/** A {@link Network} whose `caipNetworkId` may be left to `defineNetwork`. */
export type DefineNetworkParameters = Omit<Network, 'caipNetworkId'> & {
  caipNetworkId?: CaipNetworkId | undefined
}

/** The network with its CAIP-2 id: the one given, else `namespace:id`. */
export type DefineNetworkReturnType<network extends DefineNetworkParameters> =
  network extends { caipNetworkId: CaipNetworkId }
    ? network
    : Flatten<
        Pick<network, 'id'> & {
          readonly caipNetworkId: `${network['chainNamespace']}:${network['id']}`
        } & {
          // Not Omit: its keys come out in no fixed order.
          [key in keyof network as Exclude<
            key,
            'id' | 'caipNetworkId'
          >]: network[key]
        }
      >

// One object type, not an intersection, in hovers and declaration files:
// id, caipNetworkId, then the network's other keys in their order.
type Flatten<type> = { [key in keyof type]: type[key] } & {}

/**
 * Type-checks a network and keeps its literal types (`id: 1`,
 * `caipNetworkId: 'eip155:1'`) for inference. A network without a
 * `caipNetworkId` gets one, `${chainNamespace}:${id}`, set on the object
 * itself; one with it is returned as it is.
 *
 * @example
 * export const myChain = defineNetwork({ id: 7, chainNamespace: 'eip155', … })
 * myChain.caipNetworkId // 'eip155:7'
 */
export function defineNetwork<const network extends DefineNetworkParameters>(
  network: network,
): DefineNetworkReturnType<network> {
  // Set on the object rather than copied: the smallest code in the page
  // (measured in the bench apps; the built-in networks each pass a literal).
  ;(network as { caipNetworkId?: string }).caipNetworkId ??=
    `${network.chainNamespace}:${network.id}`
  return network as unknown as DefineNetworkReturnType<network>
}
