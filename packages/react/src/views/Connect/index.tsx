import {
  CONNECT_METHOD_ORDER,
  CONNECT_METHOD_ORDER_WALLET_FIRST,
} from '@latch/common'
import { isOneClickAuth, pushView } from '@latch/core'
import { useConfig } from '../../hooks/useConfig.js'
import { useEffectWhenShown } from '../../internal/ViewShownContext.js'
import { useMessages } from '../../messages/useMessages.js'
import {
  AllWalletsView,
  ConnectingExternalView,
  ConnectingSiweView,
  ConnectingWalletConnectView,
  ContinueWithWalletView,
  EmbeddedLoginView,
  LegalFooterView,
  LegalGateView,
  WhatIsAWalletView,
} from '../../modal/lazyViews.js'
import type { RouteProps } from '../../modal/routes.js'
import { ConnectWalletList } from './ConnectWalletList.js'
import { loadLoginActions } from './loadLoginActions.js'
import { useConnectWallets } from './useConnectWallets.js'
import { useEmbeddedLogin } from './useEmbeddedLogin.js'

/**
 * "Connect Wallet": with an embedded wallet configured, its e-mail field
 * and social logins (a chunk of their own, loaded before the first click)
 * and the wallets (`ConnectWalletList`), in the connect-method order of
 * SPEC §9: the host's `features.connectMethodsOrder`, else e-mail, social,
 * wallet, or wallet, e-mail, social while a wallet installed in this
 * browser is listed (as the reference does); then "New to wallets?".
 * `features.collapseWallets` puts one "Continue with a wallet" button in
 * the wallets' place; with a terms or privacy link, the terms line goes
 * under it all, or with `features.legalCheckbox` a box above it that
 * must be ticked first (those are chunks of their own).
 */
export function ConnectView(_: RouteProps<'Connect'>) {
  const config = useConfig()
  const messages = useMessages()
  const wallets = useConnectWallets()
  const { walletConnect } = wallets
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
  const list =
    embedded && features.collapseWallets ? (
      <ContinueWithWalletView />
    ) : (
      <ConnectWalletList wallets={wallets} />
    )
  const order =
    features.connectMethodsOrder ??
    (wallets.installed
      ? CONNECT_METHOD_ORDER_WALLET_FIRST
      : CONNECT_METHOD_ORDER)
  const at = order.indexOf('wallet')
  const methods = embedded ? (
    <>
      <EmbeddedLoginView methods={order.slice(0, at)} divider="after" />
      {list}
      <EmbeddedLoginView methods={order.slice(at + 1)} divider="before" />
    </>
  ) : (
    list
  )
  const legal = termsConditionsUrl || privacyPolicyUrl
  return (
    <div className="l-stack">
      {legal && features.legalCheckbox ? (
        <LegalGateView>{methods}</LegalGateView>
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
      {legal && !features.legalCheckbox && <LegalFooterView />}
    </div>
  )
}
