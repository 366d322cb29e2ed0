import {
  type Config,
  type Connector,
  type DirectoryWallet,
  getNetwork,
} from '@latch/core'
import { useMemo } from 'react'
import { useConfig } from '../../hooks/useConfig.js'
import { useWalletDirectory } from '../../hooks/useWalletDirectory.js'
import { useConnectors } from '../../modal/useConnectors.js'

/** One wallet in a wallet list, whatever source it came from. */
export type WalletEntry = {
  readonly id: string
  readonly name: string
  readonly icon: string | undefined
  /** Set when a connector can reach the wallet from this page. */
  readonly connectorId?: string | undefined
  /** A directory wallet's web app, when it has one. */
  readonly webappLink?: string | undefined
  /** A directory wallet's mobile and desktop links (WalletConnect). */
  readonly mobileLink?: string | undefined
  readonly desktopLink?: string | undefined
  /** Chain namespaces the wallet supports (unknown: undefined). */
  readonly namespaces?: readonly string[] | undefined
}

export type WalletListResult = {
  wallets: readonly WalletEntry[]
  loading: boolean
  /** More directory pages can be loaded. */
  hasMore: boolean
  loadMore(): void
}

const fromConnector = (c: Connector): WalletEntry => ({
  id: c.rdns ?? c.id,
  name: c.name,
  icon: c.icon,
  connectorId: c.id,
  namespaces: c.chainNamespaces ?? [c.chainNamespace],
})

const fromDirectory = (w: DirectoryWallet): WalletEntry => ({
  id: w.id,
  name: w.name,
  icon: w.imageUrl,
  webappLink: w.webapp_link ?? undefined,
  mobileLink: w.mobile_link ?? undefined,
  desktopLink: w.desktop_link ?? undefined,
  namespaces: w.namespaces,
})

/**
 * Merges the wallets installed in this browser (EIP-6963 connectors) with
 * the directory's, by rdns: an installed wallet shows once, as its
 * connector, first. Only wallets supporting the active namespace are
 * offered (a wallet whose namespaces are unknown is kept).
 */
export function mergeWallets(
  config: Config,
  connectors: readonly Connector[],
  directory: readonly DirectoryWallet[],
  /** Every installed connector, also those filtered out of `connectors`. */
  allConnectors: readonly Connector[] = connectors,
): WalletEntry[] {
  const installed = new Set(allConnectors.map((c) => c.rdns?.toLowerCase()))
  return [
    ...connectors.map(fromConnector),
    ...directory
      .filter((w) => !w.rdns || !installed.has(w.rdns.toLowerCase()))
      .map(fromDirectory),
  ].filter(
    (w) => w.namespaces?.includes(getNetwork(config).chainNamespace) !== false,
  )
}

/**
 * The wallets matching `query`: installed ones (by name, case-insensitive)
 * then the directory's (searched on the server, paged by 40).
 */
export function useWalletList(query: string): WalletListResult {
  const config = useConfig()
  const connectors = useConnectors()
  const directory = useWalletDirectory(query)
  return useMemo(() => {
    const needle = query.trim().toLowerCase()
    const matching = connectors.filter((c) =>
      c.name.toLowerCase().includes(needle),
    )
    return {
      wallets: mergeWallets(config, matching, directory.wallets, connectors),
      loading: directory.loading,
      hasMore:
        !needle &&
        directory.wallets.length < directory.count &&
        !directory.failed,
      loadMore: directory.loadMore,
    }
  }, [config, connectors, directory, query])
}
