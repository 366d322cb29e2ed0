import {
  type Config,
  type Connector,
  getConnectors,
  watchConnectors,
} from '@latch/core'
import { useConfigValue } from '../internal/useConfigValue.js'

// WalletConnect and the embedded wallet (AUTH) are no browser wallets:
// each has its own entry and views.
const browserConnectors = (config: Config) =>
  getConnectors(config).filter(
    (c) => c.type !== 'WALLET_CONNECT' && c.type !== 'AUTH',
  )

/** The config's browser-wallet connectors, discovered ones included. */
export function useConnectors(): readonly Connector[] {
  return useConfigValue(browserConnectors, watchConnectors)
}
