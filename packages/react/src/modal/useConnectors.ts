import {
  type Config,
  type Connector,
  getConnectors,
  watchConnectors,
} from '@latch/core'
import { useConfigValue } from '../internal/useConfigValue.js'

// WalletConnect is no browser wallet: it has its own entry and view.
const browserConnectors = (config: Config) =>
  getConnectors(config).filter((c) => c.type !== 'WALLET_CONNECT')

/** The config's browser-wallet connectors, discovered ones included. */
export function useConnectors(): readonly Connector[] {
  return useConfigValue(browserConnectors, watchConnectors)
}
