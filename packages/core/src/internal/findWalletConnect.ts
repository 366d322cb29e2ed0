import type { Config } from '../types/config.js'
import type { Connector } from '../types/connector.js'

/** The config's WalletConnect connector, if the host added one. */
export function findWalletConnect(
  config: Config,
): (Connector & { cancel?(): void }) | undefined {
  return config.state.connectors.find((c) => c.type === 'WALLET_CONNECT')
}
