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
