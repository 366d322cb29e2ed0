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
  // Shown while a remembered session is restored too (a reload).
  const shown = ns?.status === 'connected' || ns?.status === 'reconnecting'
  if (!connector || !shown) return
  const w: Partial<WalletInfo> & { name: string } = ns?.wallet ?? connector
  return { name: w.name, icon: w.icon, rdns: w.rdns }
}
