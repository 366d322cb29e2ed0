import type {
  WalletConnectState,
  WalletConnectWallet,
  WalletLink,
} from '../types/walletConnect.js'

/** The WalletConnect pairing before any event. */
export const initialWalletConnectState: WalletConnectState = {
  wcUri: undefined,
  wcPairingExpiry: undefined,
  wcLinking: undefined,
  recentWallet: undefined,
  wcBasic: false,
  wcError: false,
  buffering: false,
  status: 'disconnected',
}

/** The named events of the WalletConnect pairing flow. */
export type WalletConnectEvent =
  /**
   * The pairing view opened, for a directory wallet or any wallet; `basic`:
   * as the basic wallet list (ConnectingWalletConnectBasic).
   */
  | {
      type: 'pairing/opened'
      wallet: WalletConnectWallet | undefined
      basic?: boolean | undefined
    }
  /** The directory wallet being paired with. */
  | { type: 'pairing/walletChosen'; wallet: WalletConnectWallet }
  /**
   * The visitor followed a deep or universal link to the wallet: the
   * pairing buffers (waits for the wallet) until it settles.
   */
  | { type: 'pairing/linkFollowed'; link: WalletLink | undefined }
  /**
   * Link mode (SPEC §6): a message went to the wallet by its universal
   * link and the answer is awaited (`waiting`), or the answer came.
   */
  | { type: 'pairing/linkModeWaiting'; waiting: boolean }
  /** A proposal went out; its URI follows. */
  | { type: 'pairing/started' }
  /** The URI (a new one before the last expires) to show as a QR code. */
  | { type: 'pairing/uriShown'; uri: string; expiry: number | undefined }
  /** The wallet approved the session. */
  | { type: 'pairing/approved' }
  /** The wallet declined, or the pairing failed. */
  | { type: 'pairing/failed' }
  /** The visitor left the flow (back, close, Escape): nothing runs on. */
  | { type: 'pairing/ended' }

/**
 * The WalletConnect pairing as a state machine: `disconnected` →
 * `connecting` (started, URIs shown) → `connected` (approved) or
 * `disconnected` with `wcError` (failed); `pairing/ended` from any state
 * clears the URI, link and wallet. `buffering` runs from a followed link
 * until the pairing starts again, is approved or fails; `wcBasic` is set
 * by the view that opened; a message sent by link mode sets it until its
 * answer comes (`pairing/linkModeWaiting`). A URI arriving outside `connecting` is
 * ignored, so a late relay answer cannot revive an ended pairing.
 */
export function walletConnectReducer(
  state: WalletConnectState | undefined,
  event: WalletConnectEvent,
): WalletConnectState {
  const s = state ?? initialWalletConnectState
  const cleared = {
    wcUri: undefined,
    wcPairingExpiry: undefined,
    buffering: false,
  }
  switch (event.type) {
    case 'pairing/opened':
      return {
        ...s,
        recentWallet: event.wallet,
        wcLinking: undefined,
        wcBasic: !!event.basic,
      }
    case 'pairing/walletChosen':
      return { ...s, recentWallet: event.wallet }
    case 'pairing/linkFollowed':
      return { ...s, wcLinking: event.link, buffering: !!event.link }
    case 'pairing/linkModeWaiting':
      return { ...s, buffering: event.waiting }
    case 'pairing/started':
      return { ...s, ...cleared, status: 'connecting', wcError: false }
    case 'pairing/uriShown':
      if (s.status !== 'connecting') return s
      return { ...s, wcUri: event.uri, wcPairingExpiry: event.expiry }
    case 'pairing/approved':
      return { ...s, ...cleared, status: 'connected', wcError: false }
    case 'pairing/failed':
      return { ...s, ...cleared, status: 'disconnected', wcError: true }
    case 'pairing/ended':
      return initialWalletConnectState
  }
}
