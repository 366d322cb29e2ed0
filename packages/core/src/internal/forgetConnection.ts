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
  if (activeNamespace && held.includes(activeNamespace))
    config.setState((s) => ({
      ...s,
      router: {
        history: [
          {
            view:
              s.activeNamespace && s.namespaces[s.activeNamespace]
                ? 'Account'
                : 'Connect',
          },
        ],
      },
    }))
  for (const n of held) config.events.emit('disconnect', { namespace: n })
}
