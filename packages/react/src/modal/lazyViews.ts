import type { ConnectOptionProps } from '../views/Connect/ConnectOption.js'
import type { EmbeddedLoginProps } from '../views/Connect/EmbeddedLogin.js'
import type { UpdateEmailOtpProps } from '../views/UpdateEmailOtp/index.js'
import { lazyView } from './lazyView.js'
import type { RouteProps } from './routes.js'

// Views that are not the first thing a visitor sees, each in its own chunk
// (see `lazyView`); the view leading to each preloads it when it shows.

/**
 * The QR code (with its encoder) and links, and the basic wallet list
 * (ConnectingWalletConnectBasic, on phones): Connect preloads it.
 */
export const ConnectingWalletConnectView = lazyView<
  | RouteProps<'ConnectingWalletConnect'>
  | RouteProps<'ConnectingWalletConnectBasic'>
>(() =>
  import('../views/ConnectingWalletConnect/index.js').then((module) => ({
    default: module.ConnectingWalletConnectView,
  })),
)

/**
 * One-click auth (connect and sign in with one approval): the WalletConnect
 * view's pairing, reused; Connect preloads it when sign-in is on.
 */
export const ConnectingSiweView = lazyView<RouteProps<'ConnectingSiwe'>>(() =>
  import('../views/ConnectingSiwe/index.js').then((module) => ({
    default: module.ConnectingSiweView,
  })),
)

/** Farcaster login: the sign-in's QR code (with its encoder) and link. */
export const ConnectingFarcasterView = lazyView<
  RouteProps<'ConnectingFarcaster'>
>(() =>
  import('../views/ConnectingFarcaster/index.js').then((module) => ({
    default: module.ConnectingFarcasterView,
  })),
)

/** Choosing a name: Account preloads it when the API serves names. */
export const RegisterAccountNameView = lazyView<
  RouteProps<'RegisterAccountName'>
>(() =>
  import('../views/RegisterAccountName/index.js').then((module) => ({
    default: module.RegisterAccountNameView,
  })),
)

/** The registered name's confirmation, with the name view. */
export const RegisterAccountNameSuccessView = lazyView<
  RouteProps<'RegisterAccountNameSuccess'>
>(() =>
  import('../views/RegisterAccountNameSuccess/index.js').then((module) => ({
    default: module.RegisterAccountNameSuccessView,
  })),
)

/**
 * Connect's e-mail field and social logins: a small chunk of their own,
 * loaded at idle before the first click when the config has an auth
 * connector (useWarmUp), so the click shows them in its frame. The
 * embedded wallet itself loads on the field's focus or a login.
 */
export const EmbeddedLoginView = lazyView<EmbeddedLoginProps>(
  () =>
    import('../views/Connect/EmbeddedLogin.js').then((module) => ({
      default: module.EmbeddedLogin,
    })),
  { failure: 'emailDependencyFailed' },
)

/**
 * Connect's terms box or line (`features.legalCheckbox`, a terms or
 * privacy link) and the "Continue with a wallet" button
 * (`features.collapseWallets`): one chunk, with their strings in every
 * language, loaded only by configs that turn one on.
 */
export const ConnectOptionView = lazyView<ConnectOptionProps>(() =>
  import('../views/Connect/ConnectOption.js').then((module) => ({
    default: module.ConnectOption,
  })),
)

/**
 * The passkey buttons beside Connect's e-mail field (`features.passkey`,
 * off by default): a chunk of their own, so a config without passkeys
 * never fetches them; with passkeys, loaded at idle with the e-mail field
 * (useWarmUp).
 */
export const PasskeyButtonsView = lazyView<object>(() =>
  import('../views/Connect/PasskeyButtons.js').then((module) => ({
    default: module.PasskeyButtons,
  })),
)

// The views after it (the code, device, social, approval and e-mail update
// steps): one chunk, loaded when one of them opens.
const embedded = () =>
  import('../views/Connect/embeddedViews.js').then((m) => m.embeddedViews)

export const EmailVerifyOtpView = lazyView<RouteProps<'EmailVerifyOtp'>>(() =>
  embedded().then((v) => ({ default: v.EmailVerifyOtp })),
)
export const EmailVerifyDeviceView = lazyView<RouteProps<'EmailVerifyDevice'>>(
  () => embedded().then((v) => ({ default: v.EmailVerifyDevice })),
)
export const ConnectingSocialView = lazyView<RouteProps<'ConnectingSocial'>>(
  () => embedded().then((v) => ({ default: v.ConnectingSocial })),
)
export const ApproveTransactionView = lazyView<
  RouteProps<'ApproveTransaction'>
>(() => embedded().then((v) => ({ default: v.ApproveTransaction })))
export const UpdateEmailWalletView = lazyView<RouteProps<'UpdateEmailWallet'>>(
  () => embedded().then((v) => ({ default: v.UpdateEmailWallet })),
)
/** Both code steps of the e-mail update. */
export const UpdateEmailOtpView = lazyView<UpdateEmailOtpProps>(() =>
  embedded().then((v) => ({ default: v.UpdateEmailOtp })),
)

/**
 * The connected account (balances, tabs, names): not needed before a
 * connection, so its chunk loads at idle once connected (useWarmUp), and
 * the click on the account button renders it in its frame.
 */
export const AccountView = lazyView<RouteProps<'Account'>>(() =>
  import('../views/Account/index.js').then((module) => ({
    default: module.AccountView,
  })),
)

/** The networks (with their switching logic): preloaded as Account. */
export const NetworksView = lazyView<RouteProps<'Networks'>>(() =>
  import('../views/Networks/index.js').then((module) => ({
    default: module.NetworksView,
  })),
)

/** A connection on an unknown network: preloaded as Account. */
export const UnsupportedChainView = lazyView<RouteProps<'UnsupportedChain'>>(
  () =>
    import('../views/UnsupportedChain/index.js').then((module) => ({
      default: module.UnsupportedChainView,
    })),
)

/** All Wallets' searchable grid: Connect preloads it. */
export const AllWalletsView = lazyView<RouteProps<'AllWallets'>>(() =>
  import('../views/AllWallets/index.js').then((module) => ({
    default: module.AllWalletsView,
  })),
)

/** "New to wallets?": what a wallet is, and where to get one. */
export const WhatIsAWalletView = lazyView<RouteProps<'WhatIsAWallet'>>(() =>
  import('../views/WhatIsAWallet/index.js').then((module) => ({
    default: module.WhatIsAWalletView,
  })),
)

/** Connecting to a browser wallet: Connect preloads it. */
export const ConnectingExternalView = lazyView<
  RouteProps<'ConnectingExternal'>
>(() =>
  import('../views/ConnectingExternal/index.js').then((module) => ({
    default: module.ConnectingExternalView,
  })),
)
