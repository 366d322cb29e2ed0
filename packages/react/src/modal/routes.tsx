import type { Route, ViewName } from '@latch/core'
import type { ComponentType } from 'react'
import {
  BuyView,
  ReceiveView,
  SendPreviewView,
  SendView,
  SwapPreviewView,
  SwapView,
} from '../views/Account/actionViews.js'
import { ConnectView } from '../views/Connect/index.js'
import { CustomView } from '../views/Custom/index.js'
import { SIWXSignMessageView } from '../views/SIWXSignMessage/index.js'

import {
  AccountView,
  AllWalletsView,
  ApproveTransactionView,
  ConnectingExternalView,
  ConnectingFarcasterView,
  ConnectingSiweView,
  ConnectingSocialView,
  ConnectingWalletConnectView,
  EmailVerifyDeviceView,
  EmailVerifyOtpView,
  NetworksView,
  RegisterAccountNameSuccessView,
  RegisterAccountNameView,
  UnsupportedChainView,
  UpdateEmailOtpView,
  UpdateEmailWalletView,
  WhatIsAWalletView,
} from './lazyViews.js'

/** What a view gets: exactly its own route object. */
export type RouteProps<K extends ViewName> = {
  route: Extract<Route, { view: K }>
}

/**
 * The typed route table: every view name of core's router maps to the
 * component that shows it, so adding a route without a view fails to
 * compile.
 */
const views = {
  Connect: ConnectView,
  AllWallets: AllWalletsView,
  ConnectWallets: ConnectView,
  WhatIsAWallet: WhatIsAWalletView,
  ConnectingExternal: ConnectingExternalView,
  ConnectingWalletConnect: ConnectingWalletConnectView,
  ConnectingWalletConnectBasic: ConnectingWalletConnectView,
  ConnectingSiwe: ConnectingSiweView,
  Account: AccountView,
  Networks: NetworksView,
  UnsupportedChain: UnsupportedChainView,
  RegisterAccountName: RegisterAccountNameView,
  RegisterAccountNameSuccess: RegisterAccountNameSuccessView,
  Send: SendView,
  SendPreview: SendPreviewView,
  Receive: ReceiveView,
  Swap: SwapView,
  SwapPreview: SwapPreviewView,
  Buy: BuyView,
  SIWXSignMessage: SIWXSignMessageView,
  EmailVerifyOtp: EmailVerifyOtpView,
  EmailVerifyDevice: EmailVerifyDeviceView,
  ConnectingSocial: ConnectingSocialView,
  ConnectingFarcaster: ConnectingFarcasterView,
  ApproveTransaction: ApproveTransactionView,
  UpdateEmailWallet: UpdateEmailWalletView,
  UpdateEmailPrimaryOtp: UpdateEmailOtpView,
  UpdateEmailSecondaryOtp: UpdateEmailOtpView,
  Custom: CustomView,
} satisfies { [K in ViewName]: ComponentType<RouteProps<K>> }

/** Renders the view of `route`, narrowing its props to that route. */
export function renderRoute<K extends ViewName>(
  route: Extract<Route, { view: K }>,
) {
  const View = views[route.view] as unknown as ComponentType<RouteProps<K>>
  return <View route={route} />
}

/** Fetches a view's code ahead of its first use (a failure retries then). */
export function preloadView(view: ViewName): void {
  const View: ComponentType<never> & { preload?(): Promise<unknown> } =
    views[view]
  View.preload?.().catch(() => {})
}
