import { RECOMMENDED_WALLETS } from '@latch/common'
import {
  type Connector,
  getRecentWallets,
  getWalletConnectState,
  isOneClickAuth,
  openWalletConnect,
  pushView,
} from '@latch/core'
import { useEffect } from 'react'
import { useAuthConnector } from '../../hooks/useAuthConnector.js'
import { useConfig } from '../../hooks/useConfig.js'
import { useWalletDirectory } from '../../hooks/useWalletDirectory.js'
import { useMessages } from '../../messages/useMessages.js'
import {
  ConnectingSiweView,
  ConnectingWalletConnectView,
  EmbeddedLoginView,
} from '../../modal/lazyViews.js'
import type { RouteProps } from '../../modal/routes.js'
import { useConnectors } from '../../modal/useConnectors.js'
import { mergeWallets } from '../AllWallets/useWalletList.js'
import { WalletList } from '../AllWallets/WalletList.js'

/** Connectors with the recently used ones first, in recency order. */
function recentFirst(
  connectors: readonly Connector[],
  recentIds: readonly string[],
) {
  // Recent ones by recency (index + 1), the others after them (0 → 1e9).
  const rank = (c: Connector) => recentIds.indexOf(c.id) + 1 || 1e9
  return [...connectors].sort((a, b) => rank(a) - rank(b))
}

/**
 * "Connect Wallet": with an embedded wallet configured, its e-mail field
 * and social logins first (SPEC §9 connect-method order: email, social,
 * wallet; a chunk of their own); then the wallets found in this browser,
 * up to 4 recommended wallets from the directory (not the installed
 * ones), and All Wallets.
 */
export function ConnectView(_: RouteProps<'Connect'>) {
  const config = useConfig()
  const messages = useMessages()
  const connectors = useConnectors()
  const directory = useWalletDirectory()
  const recentIds = getRecentWallets(config).map((w) => w.id)
  const sorted = recentFirst(connectors, recentIds)
  const items = mergeWallets(config, sorted, directory.wallets)
  const installed = items.filter((w) => w.connectorId)
  const recommended = items
    .filter((w) => !w.connectorId)
    .slice(0, RECOMMENDED_WALLETS)
  const walletConnect = getWalletConnectState(config).available
  const auth = useAuthConnector()
  const { email, socials } = config.options.features
  const embedded = auth && (email || (socials || []).length)
  // WalletConnect's view (QR encoder included; ConnectingSiwe with
  // one-click auth) loads while the list shows; a failed preload is retried
  // when the view opens.
  const oneClick = isOneClickAuth(config)
  useEffect(() => {
    if (!walletConnect) return
    const view = oneClick ? ConnectingSiweView : ConnectingWalletConnectView
    view.preload().catch(() => {})
  }, [walletConnect, oneClick])
  return (
    <div className="l-stack">
      {embedded ? <EmbeddedLoginView /> : null}
      {walletConnect && (
        <button
          type="button"
          className="l-row"
          onClick={() => openWalletConnect(config)}
        >
          <span className="l-grow">{messages.walletConnect}</span>
        </button>
      )}
      {installed.length === 0 && !walletConnect && (
        <p className="l-muted">{messages.noWalletDetected}</p>
      )}
      {installed.length > 0 && (
        <WalletList
          wallets={installed}
          tag={(wallet) =>
            wallet.connectorId && recentIds.includes(wallet.connectorId)
              ? messages.recent
              : undefined
          }
        />
      )}
      {recommended.length > 0 && (
        <section aria-label={messages.recommended}>
          <WalletList wallets={recommended} />
        </section>
      )}
      {config.options.features.allWallets && (
        <button
          type="button"
          className="l-row"
          onClick={() => pushView(config, { view: 'AllWallets' })}
        >
          <span className="l-grow">{messages.allWallets}</span>
        </button>
      )}
    </div>
  )
}
