import { RECOMMENDED_WALLETS } from '@latch/common'
import {
  connectorGroups,
  getRecentWallets,
  getWalletConnectState,
} from '@latch/core'
import { useConfig } from '../../hooks/useConfig.js'
import { useWalletDirectory } from '../../hooks/useWalletDirectory.js'
import { useImagesReady } from '../../internal/useImagesReady.js'
import { useConnectors } from '../../modal/useConnectors.js'
import type { WalletEntry } from '../AllWallets/mergeWallets.js'
import { connectorEntries } from './connectorEntries.js'

/**
 * Connect's wallets in SPEC §9 connector order (`connectorGroups`):
 * whether WalletConnect is there, then "Recent" (used here last, newest
 * first), "Installed" (found in this browser), "Featured" (the host's
 * `featuredWalletIds`, then its `customWallets`), "Other wallets" (the
 * host's other connectors), "Recommended" (up to 4 from the directory),
 * with how many places the fetched lists hold until their icons are in
 * (at most 2 s). `installed`: a wallet of this browser is listed.
 */
export function useConnectWallets() {
  const config = useConfig()
  const connectors = useConnectors()
  const directory = useWalletDirectory()
  const featuredIds = config.options.featuredWalletIds
  const featuredDirectory = useWalletDirectory('', featuredIds ?? [])
  const walletConnect = getWalletConnectState(config).available
  const entries = connectorEntries(
    config,
    connectors,
    directory.wallets,
    featuredDirectory.wallets,
  )
  const groups = connectorGroups({
    ...entries,
    walletConnect,
    recentIds: getRecentWallets(config).map((w) => w.id),
    key: (w) => w.connectorId ?? w.id,
  })
  // After WalletConnect, in CONNECTOR_ORDER: recent, injected, featured,
  // custom, external, recommended (every one listed, maybe empty).
  const [recent, injected, featuredItems, custom, external, recommendedItems] =
    groups.slice(walletConnect ? 1 : 0).map((g) => g.items) as [
      readonly WalletEntry[],
      ...(readonly WalletEntry[])[],
    ]
  const featured = useImagesReady(featuredItems ?? [])
  const recommended = useImagesReady(recommendedItems ?? [])
  return {
    walletConnect,
    installed: entries.injected.length > 0,
    none: groups.every((g) => g.items.length === 0) && !walletConnect,
    recent,
    injected: injected ?? [],
    featured: [...featured.items, ...(custom ?? [])],
    featuredPlaceholders:
      featuredDirectory.available &&
      (!featuredDirectory.settled || featured.pending)
        ? (featuredIds?.length ?? 0)
        : 0,
    external: external ?? [],
    recommended: recommended.items,
    recommendedPlaceholders:
      directory.available &&
      (!directory.settled || directory.failed || recommended.pending)
        ? RECOMMENDED_WALLETS
        : 0,
    retryDirectory: directory.failed ? directory.retry : undefined,
  }
}
