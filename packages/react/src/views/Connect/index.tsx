import { RECOMMENDED_WALLETS } from '@latch/common'
import {
  getRecentWallets,
  getWalletConnectState,
  isOneClickAuth,
  openWalletConnect,
  pushView,
} from '@latch/core'
import { useConfig } from '../../hooks/useConfig.js'
import { useWalletDirectory } from '../../hooks/useWalletDirectory.js'
import { imageUrl } from '../../internal/imageUrl.js'
import { useEffectWhenShown } from '../../internal/ViewShownContext.js'
import { useMessages } from '../../messages/useMessages.js'
import {
  AllWalletsView,
  ConnectingExternalView,
  ConnectingSiweView,
  ConnectingWalletConnectView,
  EmbeddedLoginView,
  WhatIsAWalletView,
} from '../../modal/lazyViews.js'
import type { RouteProps } from '../../modal/routes.js'
import { useConnectors } from '../../modal/useConnectors.js'
import { WalletIcon } from '../../modal/WalletIcon.js'
import { mergeWallets } from '../AllWallets/useWalletList.js'
import { loadLoginActions } from './loadLoginActions.js'
import { useEmbeddedLogin } from './useEmbeddedLogin.js'
import { WalletGroup } from './WalletGroup.js'

/**
 * "Connect Wallet": with an embedded wallet configured, its e-mail field
 * and social logins first (SPEC §9 connect-method order: email, social,
 * wallet; a chunk of their own, loaded before the first click); then WalletConnect and the wallets under
 * headings in SPEC §9 connector order: "Recent" (used here last, newest
 * first), "Installed" (found in this browser), "Recommended" (up to 4 from
 * the directory); then All Wallets and "New to wallets?".
 */
export function ConnectView(_: RouteProps<'Connect'>) {
  const config = useConfig()
  const messages = useMessages()
  const connectors = useConnectors()
  const directory = useWalletDirectory()
  const recentIds = getRecentWallets(config).map((w) => w.id)
  const items = mergeWallets(config, connectors, directory.wallets)
  // Connectors are recent by their id, directory wallets by theirs.
  const recency = (w: (typeof items)[number]) =>
    recentIds.indexOf(w.connectorId ?? w.id)
  const recent = items
    .filter((w) => recency(w) >= 0)
    .sort((a, b) => recency(a) - recency(b))
  const rest = items.filter((w) => recency(w) < 0)
  const installed = rest.filter((w) => w.connectorId)
  const recommended = rest
    .filter((w) => !w.connectorId)
    .slice(0, RECOMMENDED_WALLETS)
  const walletConnect = getWalletConnectState(config).available
  const embedded = useEmbeddedLogin()
  // The views a row or link leads to load while the list shows: a browser
  // wallet's, All Wallets, "What is a wallet?" and WalletConnect's (QR
  // encoder included; ConnectingSiwe with one-click auth); a failed
  // preload is retried when the view opens.
  const oneClick = isOneClickAuth(config)
  useEffectWhenShown(() => {
    const views: { preload(): Promise<unknown> }[] = [
      ConnectingExternalView,
      AllWalletsView,
      WhatIsAWalletView,
    ]
    if (walletConnect)
      views.push(oneClick ? ConnectingSiweView : ConnectingWalletConnectView)
    // The e-mail and social logins' logic (the fields came before the click).
    if (embedded) views.push({ preload: loadLoginActions })
    // Once the list painted and the browser idles: never competing with
    // the click that opened the modal.
    const start = () => {
      for (const view of views) view.preload().catch(() => {})
    }
    if (typeof requestIdleCallback !== 'function') {
      const timer = setTimeout(start, 200)
      return () => clearTimeout(timer)
    }
    const idle = requestIdleCallback(start, { timeout: 500 })
    return () => cancelIdleCallback(idle)
  }, [walletConnect, oneClick, embedded])
  return (
    <div className="l-stack">
      {embedded ? <EmbeddedLoginView /> : null}
      {walletConnect && (
        <button
          type="button"
          className="l-row"
          onClick={() => openWalletConnect(config)}
        >
          <WalletIcon
            src={imageUrl(config, 'Asset', 'walletconnect')}
            name={messages.walletConnect}
          />
          <span className="l-grow">{messages.walletConnect}</span>
        </button>
      )}
      {items.length === 0 && !walletConnect && (
        <p className="l-muted">{messages.noWalletDetected}</p>
      )}
      <WalletGroup title={messages.recent} wallets={recent} />
      <WalletGroup title={messages.installed} wallets={installed} />
      <WalletGroup
        title={messages.recommended}
        wallets={recommended}
        placeholders={
          directory.available && (!directory.settled || directory.failed)
            ? RECOMMENDED_WALLETS
            : 0
        }
        onRetry={directory.failed ? directory.retry : undefined}
      />
      {config.options.features.allWallets && (
        <button
          type="button"
          className="l-row"
          onClick={() => pushView(config, { view: 'AllWallets' })}
        >
          <span className="l-grow">{messages.allWallets}</span>
        </button>
      )}
      <button
        type="button"
        className="l-link"
        onClick={() => pushView(config, { view: 'WhatIsAWallet' })}
      >
        {messages.newToWallets}
      </button>
    </div>
  )
}
