import {
  CONNECT_METHOD_ORDER,
  CONNECT_METHOD_ORDER_WALLET_FIRST,
  RECOMMENDED_WALLETS,
} from '@latch/common'
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
  ConnectOptionView,
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
 * and social logins (a chunk of their own, loaded before the first click)
 * and the wallets, in the connect-method order of SPEC §9: the host's
 * `features.connectMethodsOrder`, else e-mail, social, wallet, or wallet,
 * e-mail, social while a wallet installed in this browser is listed (as
 * the reference does); one divider between groups. The wallets in SPEC §9
 * connector order (`connectorGroups`): WalletConnect,
 * "Recent" (used here last, newest first), "Installed" (found in this
 * browser), "Featured" (the host's `featuredWalletIds`, then its
 * `customWallets`), "Other wallets" (the host's other connectors),
 * "Recommended" (up to 4 from the directory); then All Wallets and "New to
 * wallets?". Fetched lists show once their icons are in (at most 2 s).
 *
 * `features.collapseWallets` puts one "Continue with a wallet" button in
 * the wallets' place, which opens them alone (ConnectWallets, this view
 * too). With a terms or privacy link, the terms line goes under it all,
 * or with `features.legalCheckbox` a box above, to tick first (chunks of
 * their own).
 */
export function ConnectView({
  route,
}: RouteProps<'Connect'> | RouteProps<'ConnectWallets'>) {
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
  const { features, termsConditionsUrl, privacyPolicyUrl } = config.options
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
  const list = (
    <>
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
      {features.allWallets && (
        <button
          type="button"
          className="l-row"
          onClick={() => pushView(config, { view: 'AllWallets' })}
        >
          <span className="l-grow">{messages.allWallets}</span>
        </button>
      )}
    </>
  )
  if (route.view === 'ConnectWallets')
    return <div className="l-stack">{list}</div>
  const order =
    features.connectMethodsOrder ??
    (entries.injected.length
      ? CONNECT_METHOD_ORDER_WALLET_FIRST
      : CONNECT_METHOD_ORDER)
  const at = order.indexOf('wallet')
  const methods = embedded ? (
    <>
      <EmbeddedLoginView methods={order.slice(0, at)} divider="after" />
      {features.collapseWallets ? <ConnectOptionView part="wallets" /> : list}
      <EmbeddedLoginView methods={order.slice(at + 1)} divider="before" />
    </>
  ) : (
    list
  )
  const legal = termsConditionsUrl || privacyPolicyUrl
  return (
    <div className="l-stack">
      {legal && features.legalCheckbox ? (
        <ConnectOptionView part="gate">{methods}</ConnectOptionView>
      ) : (
        methods
      )}
      <button
        type="button"
        className="l-link"
        onClick={() => pushView(config, { view: 'WhatIsAWallet' })}
      >
        {messages.newToWallets}
      </button>
      {legal && !features.legalCheckbox && <ConnectOptionView part="footer" />}
    </div>
  )
}
