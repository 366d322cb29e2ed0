import type { Config } from '@latch/core'

export type EvmConnection = {
  readonly status: 'connected' | 'connecting' | 'reconnecting' | 'disconnected'
  readonly accounts: readonly `0x${string}`[]
  /** The wallet's chain, else the network chosen in Latch, else its first. */
  readonly chainId: number | undefined
}

const noAccounts: readonly `0x${string}`[] = Object.freeze([])

const evmChainId = (caipNetworkId: string | undefined) =>
  caipNetworkId?.startsWith('eip155:')
    ? Number(caipNetworkId.slice('eip155:'.length))
    : undefined

/**
 * Latch's eip155 connection as wagmi sees it: wagmi is EVM-only, so the
 * Solana and Bitcoin sides of Latch's store are not its business.
 */
export function getEvmConnection(config: Config): EvmConnection {
  const ns = config.state.namespaces.eip155
  const status = ns?.status ?? 'disconnected'
  const firstEvm = config.networks.find((n) => n.chainNamespace === 'eip155')
  return {
    status,
    accounts:
      status === 'connected' && ns
        ? (ns.accounts as readonly `0x${string}`[])
        : noAccounts,
    chainId:
      evmChainId(ns?.caipNetworkId) ??
      evmChainId(config.state.selectedNetworkId) ??
      evmChainId(firstEvm?.caipNetworkId),
  }
}
