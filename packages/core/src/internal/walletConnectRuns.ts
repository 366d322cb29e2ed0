import type { Config } from '../types/config.js'
import type { ConnectResult } from '../types/connector.js'

/** The WalletConnect connection in progress, per config. */
export const walletConnectRuns = new WeakMap<Config, Promise<ConnectResult>>()
