import type { CaipNetworkId, ChainNamespace, Network } from '@latch/common'
import type { Config } from '../types/config.js'

export type GetNetworkReturnType = {
  /** The network object, when it is one the config supports. */
  caipNetwork: Network | undefined
  caipNetworkId: CaipNetworkId
  chainId: number | string
  chainNamespace: ChainNamespace
  /** False when the wallet sits on a network outside `networks`. */
  isSupported: boolean
}

/**
 * The active network: the wallet's when connected, else the one chosen.
 * https://latch.dev/docs/core/actions/getNetwork
 */
export function getNetwork(config: Config): GetNetworkReturnType {
  const { activeNamespace, namespaces, selectedNetworkId } = config.state
  const ns = activeNamespace ? namespaces[activeNamespace] : undefined
  const caipNetworkId = ns?.caipNetworkId ?? selectedNetworkId
  const caipNetwork = config.networks.find(
    (n) => n.caipNetworkId === caipNetworkId,
  )
  const [namespace = 'eip155', reference = ''] = caipNetworkId.split(':')
  const numeric = Number(reference)
  return {
    caipNetwork,
    caipNetworkId,
    chainId:
      caipNetwork?.id ?? (Number.isSafeInteger(numeric) ? numeric : reference),
    chainNamespace: namespace as ChainNamespace,
    isSupported: caipNetwork !== undefined,
  }
}
