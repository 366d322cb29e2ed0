import type { CaipNetworkId } from '@latch/common'
import type { Config } from '../types/config.js'
import type { State } from '../types/state.js'

export type SignInTarget = {
  readonly caipNetworkId: CaipNetworkId
  readonly address: string
  /** `<caipNetworkId>:<address>`. */
  readonly caipAddress: string
}

/**
 * The active account and network when they can sign in: connected, on a
 * network the app supports, and (through WalletConnect) only when every
 * network is eip155 (SPEC §5).
 */
export function getSignInTarget(
  config: Config,
  state: State = config.state,
): SignInTarget | undefined {
  const { activeNamespace, namespaces, connectors } = state
  const ns = activeNamespace ? namespaces[activeNamespace] : undefined
  const address = ns?.status === 'connected' ? ns.accounts[0] : undefined
  const caipNetworkId = ns?.caipNetworkId
  if (!address || !caipNetworkId) return undefined
  if (!config.networks.some((n) => n.caipNetworkId === caipNetworkId))
    return undefined
  const connector = connectors.find((c) => c.id === ns?.connectorId)
  if (connector?.type === 'WALLET_CONNECT' && !allEip155(config))
    return undefined
  return { caipNetworkId, address, caipAddress: `${caipNetworkId}:${address}` }
}

export const allEip155 = (config: Config) =>
  config.networks.every((n) => n.caipNetworkId.startsWith('eip155:'))
