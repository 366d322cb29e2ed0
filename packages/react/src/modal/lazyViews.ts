import { lazyView } from './lazyView.js'
import type { RouteProps } from './routes.js'

// Views that are not the first thing a visitor sees, each in its own chunk
// (see `lazyView`); the view leading to each preloads it when it shows.

/** The QR code (with its encoder) and links: Connect preloads it. */
export const ConnectingWalletConnectView = lazyView<
  RouteProps<'ConnectingWalletConnect'>
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

// The embedded wallet (e-mail and social login): Connect loads its section
// only when the config has an auth connector; the views after it load when
// they open.

/** Connect's e-mail field and social logins. */
export const EmbeddedLoginView = lazyView<object>(
  () =>
    import('../views/Connect/EmbeddedLogin.js').then((module) => ({
      default: module.EmbeddedLogin,
    })),
  { failure: 'emailDependencyFailed' },
)

/** The one-time code sent by e-mail. */
export const EmailVerifyOtpView = lazyView<RouteProps<'EmailVerifyOtp'>>(() =>
  import('../views/EmailVerifyOtp/index.js').then((module) => ({
    default: module.EmailVerifyOtpView,
  })),
)

/** A new device, approved from the e-mail. */
export const EmailVerifyDeviceView = lazyView<RouteProps<'EmailVerifyDevice'>>(
  () =>
    import('../views/EmailVerifyDevice/index.js').then((module) => ({
      default: module.EmailVerifyDeviceView,
    })),
)

/** A social login under way in its popup. */
export const ConnectingSocialView = lazyView<RouteProps<'ConnectingSocial'>>(
  () =>
    import('../views/ConnectingSocial/index.js').then((module) => ({
      default: module.ConnectingSocialView,
    })),
)

/** The room the embedded wallet's frame shows its approval in. */
export const ApproveTransactionView = lazyView<
  RouteProps<'ApproveTransaction'>
>(() =>
  import('../views/ApproveTransaction/index.js').then((module) => ({
    default: module.ApproveTransactionView,
  })),
)

/** The e-mail update: the new address. */
export const UpdateEmailWalletView = lazyView<RouteProps<'UpdateEmailWallet'>>(
  () =>
    import('../views/UpdateEmailWallet/index.js').then((module) => ({
      default: module.UpdateEmailWalletView,
    })),
)

/** The e-mail update: the code sent to the current address. */
export const UpdateEmailPrimaryOtpView = lazyView<
  RouteProps<'UpdateEmailPrimaryOtp'>
>(() =>
  import('../views/UpdateEmailPrimaryOtp/index.js').then((module) => ({
    default: module.UpdateEmailPrimaryOtpView,
  })),
)

/** The e-mail update: the code sent to the new address. */
export const UpdateEmailSecondaryOtpView = lazyView<
  RouteProps<'UpdateEmailSecondaryOtp'>
>(() =>
  import('../views/UpdateEmailSecondaryOtp/index.js').then((module) => ({
    default: module.UpdateEmailSecondaryOtpView,
  })),
)
