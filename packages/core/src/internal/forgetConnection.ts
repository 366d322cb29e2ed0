import type { ChainNamespace } from '@latch/common'
import type { Config } from '../types/config.js'
import type { Connector } from '../types/connector.js'
import { setNamespace } from './setNamespace.js'

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
  const held = (
    Object.keys(config.state.namespaces) as ChainNamespace[]
  ).filter(
    (n) =>
      config.state.namespaces[n]?.connectorId === connector.id &&
      (namespace === undefined || n === namespace),
  )
  const remaining = (
    Object.keys(config.state.namespaces) as ChainNamespace[]
  ).filter(
    (n) =>
      !held.includes(n) &&
      config.state.namespaces[n]?.connectorId === connector.id,
  )
  if (remaining.length === 0)
    config._internal.connectorListeners.get(connector.id)?.()
  if (held.length === 0) return
  const wasActive = held.includes(
    config.state.activeNamespace as ChainNamespace,
  )
  for (const n of held) setNamespace(config, n, undefined)
  if (wasActive)
    config.setState((s) => {
      const next = s.activeNamespace && s.namespaces[s.activeNamespace]
      return {
        ...s,
        balance: undefined,
        balanceError: undefined,
        router: {
          history: [
            { view: next?.status === 'connected' ? 'Account' : 'Connect' },
          ],
        },
      }
    })
  for (const n of held) config.events.emit('disconnect', { namespace: n })
}
