import type {
  Config,
  Connector,
  CustomWallet,
  DirectoryWallet,
} from '@latch/core'
import { mergeWallets, type WalletEntry } from '../AllWallets/mergeWallets.js'

const isBrowserWallet = (c: Connector) =>
  c.type === 'INJECTED' || c.type === 'ANNOUNCED'

/** A host's custom wallet as a list entry: opened by its links. */
const fromCustomWallet = (w: CustomWallet): WalletEntry => ({
  id: w.id,
  name: w.name,
  icon: w.image_url,
  mobileLink: w.mobile_link,
  desktopLink: w.desktop_link,
  webappLink: w.webapp_link,
})

/**
 * Connect's wallets by source, as list entries for `connectorGroups`:
 * browser wallets (injected, EIP-6963), the host's other connectors
 * (external), its featured directory wallets in its order, its custom
 * wallets, and the directory's. Directory wallets installed here are
 * left to their connector (`mergeWallets`).
 */
export function connectorEntries(
  config: Config,
  connectors: readonly Connector[],
  directory: readonly DirectoryWallet[],
  featured: readonly DirectoryWallet[],
) {
  const ids = config.options.featuredWalletIds ?? []
  return {
    injected: mergeWallets(config, connectors.filter(isBrowserWallet), []),
    external: mergeWallets(
      config,
      connectors.filter((c) => !isBrowserWallet(c)),
      [],
    ),
    featured: mergeWallets(
      config,
      [],
      [...featured].sort((a, b) => ids.indexOf(a.id) - ids.indexOf(b.id)),
      connectors,
    ),
    custom: (config.options.customWallets ?? []).map(fromCustomWallet),
    recommended: mergeWallets(config, [], directory, connectors),
  }
}
