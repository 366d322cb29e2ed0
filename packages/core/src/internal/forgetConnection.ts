import type { ChainNamespace } from '@latch/common'
import { dispatch } from '../state/dispatch.js'
import type { Config } from '../types/config.js'
import type { Connector } from '../types/connector.js'

/**
 * Clears what a wallet connected after it left (from either side): every
 * namespace the connector holds, or only `namespace` (a WalletConnect
 * session that dropped one); state, storage, listeners, and the modal's
 * view if it showed the account.
 */
export function forgetConnection(
  config: Config,
  connector: Connector,
  namespace?: ChainNamespace | undefined,
) {
  const { namespaces, activeNamespace } = config.state
  const mine = (Object.keys(namespaces) as ChainNamespace[]).filter(
    (n) => namespaces[n]?.connectorId === connector.id,
  )
  const held = mine.filter((n) => !namespace || n === namespace)
  if (held.length === mine.length)
    config._internal.connectorListeners.get(connector.id)?.()
  dispatch(config, { type: 'connection/ended', namespaces: held })
  if (activeNamespace && held.includes(activeNamespace)) {
    const { activeNamespace: next, namespaces: left } = config.state
    dispatch(config, {
      type: 'router/restarted',
      route: { view: next && left[next] ? 'Account' : 'Connect' },
    })
  }
  for (const n of held) config.events.emit('disconnect', { namespace: n })
}
