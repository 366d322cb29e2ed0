import type { Config } from '../types/config.js'
import type { Connector } from '../types/connector.js'
import { setNamespace } from './setNamespace.js'

/**
 * Clears a namespace after its wallet left (from either side): state,
 * storage, listeners, and the modal's view if it showed the account.
 */
export function forgetConnection(config: Config, connector: Connector) {
  const namespace = connector.chainNamespace
  config._internal.connectorListeners.get(connector.id)?.()
  const current = config.state.namespaces[namespace]
  if (current?.connectorId !== connector.id) return
  setNamespace(config, namespace, undefined)
  config.setState((s) => ({
    ...s,
    balance: undefined,
    balanceError: undefined,
    router: { history: [{ view: 'Connect' }] },
  }))
  config.events.emit('disconnect', { namespace })
}
