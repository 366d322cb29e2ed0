import { forgetConnection } from '../../internal/forgetConnection.js'
import { toCaipNetworkId } from '../../internal/toCaipNetworkId.js'
import { dispatch } from '../../state/dispatch.js'
import type { Config } from '../../types/config.js'
import type { Connector } from '../../types/connector.js'
import { refreshBalance } from '../refreshBalance.js'
import { handleNetworkChange } from './handleNetworkChange.js'

/**
 * Follows a connected wallet's account, network and disconnect events, for
 * each namespace the connector holds.
 */
export function listenToConnector(config: Config, connector: Connector) {
  const { connectorListeners } = config._internal
  connectorListeners.get(connector.id)?.()

  const offChange = connector.emitter.on('change', (change) => {
    const { accounts, chainId } = change
    const namespace = change.namespace ?? connector.chainNamespace
    const { namespaces, activeNamespace } = config.state
    const known = namespaces[namespace]
    // A namespace a WalletConnect session update added joins the ones the
    // session holds (same wallet), without becoming active. Other wallets
    // connect a namespace only when asked to.
    const current =
      known ??
      (connector.type === 'WALLET_CONNECT' &&
      accounts?.length &&
      chainId !== undefined
        ? Object.values(namespaces).find(
            (ns) =>
              ns?.connectorId === connector.id && ns.status === 'connected',
          )
        : undefined)
    if (current?.connectorId !== connector.id) return
    const caipNetworkId =
      chainId === undefined
        ? current.caipNetworkId
        : toCaipNetworkId(namespace, chainId)
    if (known)
      dispatch(config, {
        type: 'connection/walletChanged',
        namespace,
        accounts,
        caipNetworkId,
      })
    else if (caipNetworkId && accounts) {
      dispatch(config, {
        type: 'connection/established',
        namespace,
        connection: {
          connectorId: connector.id,
          accounts,
          caipNetworkId,
          wallet: current.wallet,
        },
      })
      // Joining the session does not move the page to that namespace.
      if (activeNamespace)
        dispatch(config, {
          type: 'connection/activated',
          namespace: activeNamespace,
        })
      config.events.emit('connect', {
        namespace,
        connectorId: connector.id,
        accounts,
        caipNetworkId,
      })
    }
    if (accounts) config.events.emit('accountsChanged', { namespace, accounts })
    if (chainId !== undefined && caipNetworkId) {
      const supported = config.networks.some(
        (n) => n.caipNetworkId === caipNetworkId,
      )
      config.events.emit('chainChanged', {
        namespace,
        caipNetworkId,
        supported,
      })
      if (config.state.activeNamespace === namespace)
        handleNetworkChange(config, caipNetworkId)
    }
    if (config.state.activeNamespace === namespace)
      void refreshBalance(config, { force: true })
  })
  const offDisconnect = connector.emitter.on('disconnect', (left) =>
    forgetConnection(config, connector, left?.namespace),
  )
  // A WalletConnect session's own events reach the config's subscribers
  // (SPEC §3) as the wallet sent them.
  const offSession = connector.emitter.on('session', (e) =>
    config.events.emit(e.type, e.data as never),
  )
  // WalletConnect link mode: buffering while a request waits for its answer.
  const offLink = connector.emitter.on('link_mode', ({ waiting }) =>
    dispatch(config, { type: 'pairing/linkModeWaiting', waiting }),
  )
  // The embedded wallet's approvals, user and alerts: followed by a chunk
  // of its own, loaded only once such a wallet connects.
  if (connector.type === 'AUTH')
    import('../auth/watchConnectedAuth.js').then(
      (m) => m.watchConnectedAuth(config, connector),
      () => {},
    )
  connectorListeners.set(connector.id, () => {
    offChange()
    offDisconnect()
    offSession()
    offLink()
    connectorListeners.delete(connector.id)
  })
}
