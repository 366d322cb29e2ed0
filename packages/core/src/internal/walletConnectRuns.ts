import type { Config } from '../types/config.js'
import type { ConnectResult } from '../types/connector.js'
import type { NamespaceState } from '../types/state.js'

/** A WalletConnect connection in progress. */
export type WalletConnectRun = {
  readonly promise: Promise<ConnectResult>
  /** The namespace before the first of a chain of attempts. */
  readonly previous: NamespaceState | undefined
}

/** The WalletConnect connection in progress, per config. */
export const walletConnectRuns = new WeakMap<Config, WalletConnectRun>()
