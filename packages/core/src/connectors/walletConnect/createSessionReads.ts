import type { RpcRouter } from '../../api/rpcRouter.js'
import type { ConnectorContext } from '../../types/config.js'

/**
 * A WalletConnect session's plain reads: through the config's Latch API
 * when it serves the chain, else the network's own URLs, each URL probed
 * with `test` before its first read unless `probe` is off (SPEC §7). The
 * router's chunk loads with the first read or probe.
 */
export function createSessionReads(context: ConnectorContext, probe: boolean) {
  let router: Promise<RpcRouter> | undefined
  const loadRouter = () =>
    (router ??= import('../../api/rpcRouter.js').then((m) =>
      m.createRpcRouter({
        apiUrl: context.apiUrl,
        projectId: context.projectId,
        clientId: context.clientId,
        probe,
      }),
    ))
  return {
    async read(chainId: number, method: string, params: readonly unknown[]) {
      const { findRpcNetwork } = await import('../../api/rpcRouter.js')
      const network = findRpcNetwork(context.networks, chainId)
      return (await loadRouter()).request(network, method, params)
    },
    /** Probes the eip155 chain's URLs now (at connect), so the first read does not wait. */
    probe(chainId: number) {
      const network = context.networks.find(
        (n) => n.chainNamespace === 'eip155' && Number(n.id) === chainId,
      )
      if (network)
        loadRouter()
          .then((r) => r.urls(network))
          .catch(() => {})
    },
  }
}
