import type { Config } from '../types/config.js'

export type WalletInfo = {
  name: string
  icon: string | undefined
  rdns: string | undefined
}

/** Name and icon of the connected wallet. */
export function getWalletInfo(config: Config): WalletInfo | undefined {
  const { activeNamespace, namespaces, connectors } = config.state
  const ns = activeNamespace ? namespaces[activeNamespace] : undefined
  const connector = connectors.find((c) => c.id === ns?.connectorId)
  if (!connector || ns?.status !== 'connected') return undefined
  return { name: connector.name, icon: connector.icon, rdns: connector.rdns }
}
