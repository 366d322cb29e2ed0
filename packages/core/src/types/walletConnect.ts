/** A wallet picked for a WalletConnect connection (from the directory). */
export type WalletConnectWallet = {
  readonly id: string
  readonly name: string
  readonly icon?: string | undefined
  /** Native scheme (`wallet://`) or universal link (`https://…`) on phones. */
  readonly mobileLink?: string | undefined
  /** Native scheme of the wallet's desktop app. */
  readonly desktopLink?: string | undefined
  readonly webappLink?: string | undefined
  /**
   * The wallet's universal link for WalletConnect link mode (a directory's
   * `link_mode`). With `redirect.linkMode` and `.universal` in the app's
   * metadata, sign-in and requests then go to the wallet by link (SPEC §6).
   */
  readonly linkMode?: string | undefined
}

/** The deep or universal link last used to open a wallet (SPEC §3). */
export type WalletLink = { readonly name: string; readonly href: string }

/**
 * WalletConnect pairing and connection progress (SPEC §3 Wallet-connection
 * state). Absent until a WalletConnect connection starts.
 */
export type WalletConnectState = {
  /** The `wc:` pairing URI to show as a QR code or open as a link. */
  readonly wcUri: string | undefined
  /** When the URI stops being offered, in ms since the epoch. */
  readonly wcPairingExpiry: number | undefined
  /** The deep link the visitor used, saved on success. */
  readonly wcLinking: WalletLink | undefined
  /** The directory wallet being connected, saved as recent on success. */
  readonly recentWallet: WalletConnectWallet | undefined
  /**
   * The basic wallet list (ConnectingWalletConnectBasic) is in use: a phone
   * without a browser wallet, or the host asked for it.
   */
  readonly wcBasic: boolean
  /** The last attempt failed (e.g. the wallet declined). */
  readonly wcError: boolean
  /**
   * A wallet was opened by its link and the pairing waits for it to come
   * back with an answer (SPEC §3); cleared when the pairing settles.
   */
  readonly buffering: boolean
  readonly status: 'connecting' | 'connected' | 'disconnected'
}
