import { createEmitter, whenIdle } from '@latch/common'
import type { CreateConnectorFn } from '../../types/config.js'
import type { ConnectorEventMap } from '../../types/connector.js'
import type { WalletConnectSession } from './createWalletConnect.js'
import { getProposedNamespaces } from './proposedNamespaces.js'
import type {
  WalletConnectConnector,
  WalletConnectParameters,
} from './types.js'

/**
 * Connects wallets over WalletConnect v2 through your own relay: QR code,
 * deep link or desktop app. This factory is small; the Sign client loads
 * with a dynamic import when a pairing starts, or on idle when a session
 * from an earlier visit is restored, or at once on a page opened with a
 * link-mode message (`?wc_ev=`).
 * https://latch.dev/docs/core/connectors/walletConnect
 *
 * @example
 * import { walletConnect } from '@latch/core/connectors/walletConnect'
 * const config = createConfig({
 *   projectId, networks,
 *   connectors: [walletConnect({ relayUrl: 'ws://127.0.0.1:8787' })],
 * })
 */
export function walletConnect(
  parameters: WalletConnectParameters,
): CreateConnectorFn {
  return (context): WalletConnectConnector => {
    const emitter = createEmitter<ConnectorEventMap>()
    const namespaces = getProposedNamespaces(context.networks)
    let loading: Promise<WalletConnectSession> | undefined
    const load = () => {
      loading ??= import('./createWalletConnect.js')
        .then((m) => m.createWalletConnect({ parameters, context, emitter }))
        .catch((error: unknown) => {
          // A failed chunk or relay start is retried on the next call.
          loading = undefined
          throw error
        })
      return loading
    }
    // Opened by a link-mode answer (`?wc_ev=`, SPEC §6): the client starts
    // now to take it.
    // (`test(undefined)` reads 'undefined': no page, no load.)
    if (/[?&]wc_ev=/.test(globalThis.location?.search as string))
      load().catch(() => {})
    return {
      id: parameters.id ?? 'walletConnect',
      name: parameters.name ?? 'WalletConnect',
      type: 'WALLET_CONNECT',
      chainNamespace: namespaces[0] ?? 'eip155',
      chainNamespaces: namespaces,
      icon: parameters.icon,
      emitter,
      async connect(options) {
        return (await load()).connect(options)
      },
      async disconnect() {
        // Loads the client if needed: the wallet must hear wc_sessionDelete.
        await (await load()).disconnect()
      },
      async getAccounts(namespace) {
        return (await load()).getAccounts(namespace)
      },
      async getChainId(namespace) {
        return (await load()).getChainId(namespace)
      },
      async getProvider() {
        return (await load()).provider
      },
      async getNamespaceProvider(namespace) {
        return (await load()).getNamespaceProvider(namespace)
      },
      async getWallet() {
        if (!loading) await whenIdle()
        return (await load()).getWallet()
      },
      async isAuthorized() {
        if (!loading) await whenIdle()
        return (await load()).isAuthorized()
      },
      async switchChain({ network }) {
        return (await load()).switchChain(network)
      },
      cancel() {
        void loading?.then((wc) => wc.cancel())
      },
      async close() {
        if (loading) await (await loading).close()
      },
    }
  }
}
