import type { EmbeddedSocialProvider } from '../auth/types.js'

/**
 * The modal's views, as a typed route table: each route names its view and
 * carries exactly the data that view needs.
 * https://latch.dev/docs/core/router
 */
export type Route =
  | { readonly view: 'Connect' }
  | { readonly view: 'AllWallets' }
  /**
   * Connect's wallet list on its own (`features.collapseWallets`): opened
   * by its "Continue with a wallet" button.
   */
  | { readonly view: 'ConnectWallets' }
  /** "New to wallets?": what a wallet is, and where to get one. */
  | { readonly view: 'WhatIsAWallet' }
  | { readonly view: 'ConnectingExternal'; readonly connectorId: string }
  | {
      readonly view: 'ConnectingWalletConnect'
      /** A directory wallet to open with the pairing URI. */
      readonly walletId?: string | undefined
    }
  /**
   * The basic wallet list (SPEC §2): on a phone without a browser wallet,
   * or when the host asks for it, the directory's wallets that open by
   * their mobile or universal link, each carrying the pairing URI.
   */
  | { readonly view: 'ConnectingWalletConnectBasic' }
  /**
   * WalletConnect with one-click auth: the wallet is asked to connect and
   * sign in with one approval (wc_sessionAuthenticate).
   */
  | {
      readonly view: 'ConnectingSiwe'
      /** A directory wallet to open with the pairing URI. */
      readonly walletId?: string | undefined
    }
  | { readonly view: 'Account' }
  | { readonly view: 'Networks' }
  | { readonly view: 'UnsupportedChain' }
  | { readonly view: 'RegisterAccountName' }
  | { readonly view: 'RegisterAccountNameSuccess'; readonly name: string }
  | { readonly view: 'Send' }
  | { readonly view: 'SendPreview' }
  | { readonly view: 'Receive' }
  /** Swap: from and to token, amount, quote, slippage. */
  | { readonly view: 'Swap' }
  /** The swap's summary, its approve step and the wallet prompts. */
  | { readonly view: 'SwapPreview' }
  /**
   * Buy by card (SPEC §2 onramp): without `symbol` the tokens on offer;
   * with it, the amount, currency and live quote; with `orderId`, the
   * purchase followed until its tokens arrive, then its result.
   */
  | {
      readonly view: 'Buy'
      readonly symbol?: string | undefined
      readonly orderId?: string | undefined
    }
  | { readonly view: 'SIWXSignMessage' }
  /** E-mail login: enter the one-time code sent to `email`. */
  | { readonly view: 'EmailVerifyOtp'; readonly email: string }
  /** E-mail login from a new device: follow the link sent to `email`. */
  | { readonly view: 'EmailVerifyDevice'; readonly email: string }
  /** Social login under way in its popup. */
  | {
      readonly view: 'ConnectingSocial'
      readonly provider: EmbeddedSocialProvider
    }
  /** Farcaster login: the sign-in's QR code and mobile link (SPEC §2). */
  | { readonly view: 'ConnectingFarcaster' }
  /** The embedded wallet's frame asks the user to approve a request. */
  | { readonly view: 'ApproveTransaction' }
  /** Embedded wallet: enter the new e-mail address. */
  | { readonly view: 'UpdateEmailWallet' }
  /** E-mail update: the code sent to the current address `email`. */
  | {
      readonly view: 'UpdateEmailPrimaryOtp'
      readonly email: string
      /** The address being changed to (the next step's). */
      readonly newEmail: string
    }
  /** E-mail update: the code sent to the new address `email`. */
  | { readonly view: 'UpdateEmailSecondaryOtp'; readonly email: string }
  /**
   * A view given by the caller (SPEC §2): `component` is what its renderer
   * shows (in `@latch/react`, the React component given to
   * `open({ view, title })`), `title` the header's text.
   */
  | {
      readonly view: 'Custom'
      readonly component: object
      readonly title: string
    }

/** Names of every view the router can show. */
export type ViewName = Route['view']

/**
 * Views a host may open directly with `openModal(config, { view })`. Send
 * and Receive need a connected account: without one, Connect opens.
 */
export type OpenableView =
  | 'Connect'
  | 'Account'
  | 'AllWallets'
  | 'Networks'
  | 'Send'
  | 'Receive'
