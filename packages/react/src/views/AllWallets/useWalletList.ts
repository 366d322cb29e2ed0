import type { Connector } from '@latch/core'
import { useMemo } from 'react'
import { useConnectors } from '../../modal/useConnectors.js'

/** One wallet in the All Wallets list, whatever source it came from. */
export type WalletEntry = {
  readonly id: string
  readonly name: string
  readonly icon: string | undefined
  /** Set when a connector can reach the wallet from this page. */
  readonly connectorId: string | undefined
}

export type WalletListResult = {
  wallets: readonly WalletEntry[]
  loading: boolean
}

const fromConnector = (c: Connector): WalletEntry => ({
  id: c.rdns ?? c.id,
  name: c.name,
  icon: c.icon,
  connectorId: c.id,
})

/**
 * The wallets matching `query` (by name, case-insensitive). Today the only
 * source is the connectors found in this browser; the remote wallet
 * directory (SPEC §7 /getWallets) joins here as a second source, with
 * entries merged by id and installed wallets kept first.
 */
export function useWalletList(query: string): WalletListResult {
  const connectors = useConnectors()
  return useMemo(() => {
    const needle = query.trim().toLowerCase()
    const wallets = connectors
      .map(fromConnector)
      .filter((w) => w.name.toLowerCase().includes(needle))
    return { wallets, loading: false }
  }, [connectors, query])
}
