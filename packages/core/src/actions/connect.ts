import {
  type ChainNamespace,
  getProviderError,
  RECENT_WALLETS_MAX,
} from '@latch/common'
import { ConnectorNotFoundError } from '../errors/connector.js'
import { dispatch } from '../state/dispatch.js'
import type { RecentWallet } from '../storage/storageItems.js'
import type { Config } from '../types/config.js'
import type { Connector, ConnectResult } from '../types/connector.js'
import {
  applyConnection,
  getResultConnections,
} from './connection/applyConnection.js'

export type ConnectParameters = {
  /** The connector, or its id. */
  connector: Connector | string
  /**
   * Ask the wallet to land on this chain: a number for eip155, the CAIP-2
   * reference otherwise.
   */
  chainId?: number | string | undefined
  /**
   * The namespace to connect for, when the connector has several
   * (WalletConnect); it becomes the active one. @default the connector's chainNamespace
   */
  namespace?: ChainNamespace | undefined
}

export type ConnectReturnType = ConnectResult

/**
 * Connects a wallet through a connector. The namespace is `connecting` until
 * the wallet answers; a rejection restores what was there and rethrows the
 * wallet's error as a typed one (e.g. UserRejectedRequestError, code 4001).
 *
 * @example
 * const { accounts } = await connect(config, { connector: 'dev.latch.wallet' })
 */
export async function connect(
  config: Config,
  parameters: ConnectParameters,
): Promise<ConnectReturnType> {
  const connector =
    typeof parameters.connector === 'string'
      ? config.state.connectors.find((c) => c.id === parameters.connector)
      : parameters.connector
  if (!connector) throw new ConnectorNotFoundError(String(parameters.connector))
  const namespace = parameters.namespace ?? connector.chainNamespace
  const previous = config.state.namespaces[namespace]
  dispatch(config, {
    type: 'connection/started',
    namespace,
    connectorId: connector.id,
  })
  try {
    const result = await connector.connect({
      chainId: parameters.chainId,
      namespace,
    })
    await config._internal.startSiwx()
    // A wallet may approve other namespaces than the one asked for.
    const connected = getResultConnections(connector, result)
    if (
      !connected.some((c) => c.namespace === namespace) &&
      config.state.namespaces[namespace]?.status === 'connecting'
    )
      dispatch(config, { type: 'connection/abandoned', namespace, previous })
    applyConnection(config, connector, result, namespace)
    rememberWallet(config, connector)
    config.events.emit('track', {
      event: 'CONNECT_SUCCESS',
      properties: { method: 'browser', name: connector.name },
    })
    return result
  } catch (raw) {
    const error = getProviderError(raw)
    // Only undo our own 'connecting' mark: the wallet may have connected
    // through another path in the meantime.
    if (config.state.namespaces[namespace]?.status === 'connecting')
      dispatch(config, { type: 'connection/abandoned', namespace, previous })
    config.events.emit('track', {
      event: 'CONNECT_ERROR',
      properties: { message: error.shortMessage },
    })
    throw error
  }
}

function rememberWallet(config: Config, connector: Connector) {
  const wallet: RecentWallet = {
    id: connector.id,
    name: connector.name,
    ...(connector.icon ? { icon: connector.icon } : {}),
    ...(connector.rdns ? { rdns: connector.rdns } : {}),
  }
  const recent = config.storage.getItem('recentWallets') ?? []
  config.storage.setItem(
    'recentWallets',
    [wallet, ...recent.filter((w) => w.id !== wallet.id)].slice(
      0,
      RECENT_WALLETS_MAX,
    ),
  )
  config.storage.setItem('walletInfo', wallet)
}
