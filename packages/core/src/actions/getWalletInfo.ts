import type { Config } from '../types/config.js'

export type WalletInfo = {
  name: string
  icon: string | undefined
  rdns: string | undefined
}

/**
 * Name and icon of the connected (or being restored) wallet: the peer
 * wallet a WalletConnect session names, else the connector's own.
 * https://latch.dev/docs/core/actions/getWalletInfo
 */
export function getWalletInfo(config: Config): WalletInfo | undefined {
  const { activeNamespace, namespaces, connectors } = config.state
  const ns = activeNamespace ? namespaces[activeNamespace] : undefined
  const connector = connectors.find((c) => c.id === ns?.connectorId)
  if (!connector || !ns) return undefined
  if (ns.status !== 'connected' && ns.status !== 'reconnecting')
    return undefined
  const { wallet } = ns
  if (wallet) return { name: wallet.name, icon: wallet.icon, rdns: undefined }
  return { name: connector.name, icon: connector.icon, rdns: connector.rdns }
}
