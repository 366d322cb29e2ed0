import type { ChainNamespace } from '@latch/common'
import type { Config } from '../types/config.js'
import type { Connector, ConnectorEventMap } from '../types/connector.js'
import { setActiveNamespace } from './setActiveNamespace.js'
import { setNamespace } from './setNamespace.js'
import { toCaipNetworkId } from './toCaipNetworkId.js'

/**
 * Connects a namespace a connected wallet added on its own (a WalletConnect
 * session update that brings solana accounts): it joins the connector's
 * other namespaces, with the same peer wallet, but does not become active,
 * so the page stays where the visitor is. A namespace another wallet holds,
 * or a connector with nothing connected, is left alone.
 */
export function adoptNamespace(
  config: Config,
  connector: Connector,
  namespace: ChainNamespace,
  change: ConnectorEventMap['change'],
) {
  const { accounts, chainId } = change
  if (!accounts?.length || chainId === undefined) return
  const own = connector.chainNamespaces ?? [connector.chainNamespace]
  if (!own.includes(namespace) || config.state.namespaces[namespace]) return
  const sibling = Object.values(config.state.namespaces).find(
    (ns) => ns?.connectorId === connector.id && ns.status === 'connected',
  )
  if (!sibling) return
  const active = config.state.activeNamespace
  const caipNetworkId = toCaipNetworkId(namespace, chainId)
  setNamespace(config, namespace, {
    status: 'connected',
    connectorId: connector.id,
    accounts,
    caipNetworkId,
    ...(sibling.wallet ? { wallet: sibling.wallet } : {}),
  })
  if (active) setActiveNamespace(config, active)
  config.events.emit('connect', {
    namespace,
    connectorId: connector.id,
    accounts,
    caipNetworkId,
  })
}
