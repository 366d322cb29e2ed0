import { useMemo } from 'react'
import { useConfig } from '../../hooks/useConfig.js'
import { useWalletDirectory } from '../../hooks/useWalletDirectory.js'
import { useImagesReady } from '../../internal/useImagesReady.js'
import { useConnectors } from '../../modal/useConnectors.js'
import { mergeWallets, type WalletEntry } from './mergeWallets.js'

// (Apart from mergeWallets, which Connect uses: this hook is All Wallets'
// alone, in its chunk, not in the one fetched before the first click.)

export type WalletListResult = {
  wallets: readonly WalletEntry[]
  loading: boolean
  /** More directory pages can be loaded. */
  hasMore: boolean
  loadMore(): void
  /** The directory could not be loaded; `retry` asks again. */
  failed: boolean
  retry(): void
}

/**
 * The wallets matching `query`: installed ones (by name, case-insensitive)
 * then the directory's (searched on the server, paged by 40). A new page
 * or search result shows once its icons are in, at most 2 s after it came
 * (SPEC §9 image preload wait; `loading` meanwhile).
 */
export function useWalletList(query: string): WalletListResult {
  const config = useConfig()
  const connectors = useConnectors()
  const directory = useWalletDirectory(query)
  const list = useMemo(() => {
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
      failed: directory.failed,
      retry: directory.retry,
    }
  }, [config, connectors, directory, query])
  const shown = useImagesReady(list.wallets)
  return {
    ...list,
    wallets: shown.items,
    loading: list.loading || shown.pending,
  }
}
