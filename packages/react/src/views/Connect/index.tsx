import { RECOMMENDED_WALLETS } from '@latch/common'
import {
  connectorGroups,
  getRecentWallets,
  getWalletConnectState,
  isOneClickAuth,
  openWalletConnect,
  pushView,
} from '@latch/core'
import { useConfig } from '../../hooks/useConfig.js'
import { useWalletDirectory } from '../../hooks/useWalletDirectory.js'
import { imageUrl } from '../../internal/imageUrl.js'
import { useImagesReady } from '../../internal/useImagesReady.js'
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
import type { WalletEntry } from '../AllWallets/mergeWallets.js'
import { connectorEntries } from './connectorEntries.js'
import { loadLoginActions } from './loadLoginActions.js'
import { useEmbeddedLogin } from './useEmbeddedLogin.js'
import { WalletGroup } from './WalletGroup.js'

/**
 * "Connect Wallet": with an embedded wallet configured, its e-mail field
 * and social logins first (SPEC §9 connect-method order: email, social,
 * wallet; a chunk of their own, loaded before the first click); then the
 * wallets in SPEC §9 connector order (`connectorGroups`): WalletConnect,
 * "Recent" (used here last, newest first), "Installed" (found in this
 * browser), "Featured" (the host's `featuredWalletIds`, then its
 * `customWallets`), "Other wallets" (the host's other connectors),
 * "Recommended" (up to 4 from the directory); then All Wallets and "New to
 * wallets?". Fetched lists show once their icons are in (at most 2 s).
 */
export function ConnectView(_: RouteProps<'Connect'>) {
  const config = useConfig()
  const messages = useMessages()
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
      {groups.every((g) => g.items.length === 0) && !walletConnect && (
        <p className="l-muted">{messages.noWalletDetected}</p>
      )}
      <WalletGroup title={messages.recent} wallets={recent} />
      <WalletGroup title={messages.installed} wallets={injected ?? []} />
      <WalletGroup
        title={messages.featured}
        wallets={[...featured.items, ...(custom ?? [])]}
        placeholders={
          featuredDirectory.available &&
          (!featuredDirectory.settled || featured.pending)
            ? (featuredIds?.length ?? 0)
            : 0
        }
      />
      <WalletGroup title={messages.otherWallets} wallets={external ?? []} />
      <WalletGroup
        title={messages.recommended}
        wallets={recommended.items}
        placeholders={
          directory.available &&
          (!directory.settled || directory.failed || recommended.pending)
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
