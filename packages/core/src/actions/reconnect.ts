import type { ChainNamespace } from '@latch/common'
import { dispatch } from '../state/dispatch.js'
import type { Config } from '../types/config.js'
import type { Connector } from '../types/connector.js'
import { applyConnection } from './connection/applyConnection.js'

export type ReconnectParameters = {
  /** How long to wait for an injected wallet to announce itself. @default 1000 */
  timeout?: number | undefined
}

function waitForConnector(
  config: Config,
  id: string,
  timeout: number,
): Promise<Connector | undefined> {
  const find = () => config.state.connectors.find((c) => c.id === id)
  const found = find()
  if (found) return Promise.resolve(found)
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      stop()
      resolve(undefined)
    }, timeout)
    const stop = config.subscribe(
      (s) => s.connectors,
      () => {
        const connector = find()
        if (!connector) return
        clearTimeout(timer)
        stop()
        resolve(connector)
      },
    )
  })
}

/**
 * Restores the connections remembered in storage without prompting the
 * visitor. Namespaces stay `reconnecting` (showing their last accounts) until
 * the wallet confirms or declines, then become connected or disconnected.
 * createConfig calls it in browsers; call it yourself after server rendering.
 */
export async function reconnect(
  config: Config,
  parameters: ReconnectParameters = {},
): Promise<readonly ChainNamespace[]> {
  const { timeout = 1_000 } = parameters
  const connections = config.storage.getItem('connections') ?? {}
  const restored: ChainNamespace[] = []
  const active = config.storage.getItem('activeNamespace')
  for (const [key, stored] of Object.entries(connections)) {
    const namespace = key as ChainNamespace
    if (!stored) continue
    const current = config.state.namespaces[namespace]
    if (current?.status === 'connected') continue
    dispatch(config, {
      type: 'connection/restoring',
      namespace,
      connection: {
        connectorId: stored.connectorId,
        accounts: current?.accounts ?? stored.accounts,
        caipNetworkId: current?.caipNetworkId ?? stored.caipNetworkId,
      },
    })
    const connector = await waitForConnector(
      config,
      stored.connectorId,
      timeout,
    )
    try {
      if (connector && (await connector.isAuthorized())) {
        const [exposed, chainId, wallet] = await Promise.all([
          connector.getAccounts(namespace),
          connector.getChainId(namespace),
          connector.getWallet?.(),
        ])
        // The account the visitor chose (switchAccount) stays active when
        // the wallet still exposes it.
        const [chosen] = stored.accounts
        const accounts = [...exposed].sort(
          (a, b) => Number(b === chosen) - Number(a === chosen),
        )
        if (accounts.length > 0) {
          await config._internal.startSiwx()
          applyConnection(config, connector, {
            accounts,
            chainId,
            namespace,
            wallet,
          })
          restored.push(namespace)
          continue
        }
      }
    } catch {
      // Fall through: a wallet that fails to answer is not connected.
    }
    if (config.state.namespaces[namespace]?.status === 'reconnecting')
      dispatch(config, {
        type: 'connection/abandoned',
        namespace,
        previous: undefined,
      })
  }
  // Each restored namespace became active in turn: end on the one the
  // visitor left active.
  if (active && restored.includes(active))
    dispatch(config, { type: 'connection/activated', namespace: active })
  return restored
}
