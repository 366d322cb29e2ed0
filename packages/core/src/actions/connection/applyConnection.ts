import type { CaipNetworkId, ChainNamespace } from '@latch/common'
import { toCaipNetworkId } from '../../internal/toCaipNetworkId.js'
import { dispatch } from '../../state/dispatch.js'
import type { Config } from '../../types/config.js'
import type {
  Connector,
  ConnectResult,
  NamespaceConnection,
} from '../../types/connector.js'
import { refreshBalance } from '../refreshBalance.js'
import { handleNetworkChange } from './handleNetworkChange.js'
import { listenToConnector } from './listenToConnector.js'

/** Every namespace a connect result names, its main one first. */
export function getResultConnections(
  connector: Connector,
  result: ConnectResult,
): NamespaceConnection[] {
  const main = {
    ...result,
    namespace: result.namespace ?? connector.chainNamespace,
  }
  return [main, ...(result.connections ?? [])].filter(
    (c, i) =>
      c.accounts.length > 0 && (i === 0 || c.namespace !== main.namespace),
  )
}

/**
 * Puts a freshly (re)connected wallet into state, storage and events: one
 * namespace, or each namespace one approval connected (a WalletConnect
 * session with eip155 and solana accounts). `active` picks the namespace
 * that becomes active when it is among them (default: the result's main one).
 */
export function applyConnection(
  config: Config,
  connector: Connector,
  result: ConnectResult,
  active?: ChainNamespace | undefined,
) {
  const connections = getResultConnections(connector, result)
  listenToConnector(config, connector)
  // The active one last: a namespace that connects becomes active.
  const lead = connections.some((c) => c.namespace === active)
    ? active
    : connections[0]?.namespace
  connections.sort(
    (a, b) => Number(a.namespace === lead) - Number(b.namespace === lead),
  )
  let caipNetworkId: CaipNetworkId | undefined
  for (const { namespace, accounts, chainId } of connections) {
    caipNetworkId = toCaipNetworkId(namespace, chainId)
    dispatch(config, {
      type: 'connection/established',
      namespace,
      connection: {
        connectorId: connector.id,
        accounts,
        caipNetworkId,
        wallet: result.wallet,
      },
    })
    config.events.emit('connect', {
      namespace,
      connectorId: connector.id,
      accounts,
      caipNetworkId,
    })
  }
  if (lead) dispatch(config, { type: 'connection/activated', namespace: lead })
  if (caipNetworkId) handleNetworkChange(config, caipNetworkId)
  void refreshBalance(config, { force: true })
}
