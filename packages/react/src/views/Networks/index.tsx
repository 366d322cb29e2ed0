import { goBack } from '@latch/core'
import { useConfig } from '../../hooks/useConfig.js'
import { lazyView } from '../../modal/lazyView.js'
import { NetworkList } from '../../modal/NetworkList.js'
import type { RouteProps } from '../../modal/routes.js'

/**
 * The networks grouped by namespace, in their own chunk: only a config with
 * networks of several namespaces (EVM and Solana, …) loads it (Account
 * preloads it). It gets the list from here: a chunk importing the modal's
 * modules splits them out of the modal's chunk, which costs more than the
 * grouping itself.
 */
export const NamespaceNetworks = lazyView(
  () => import('./NamespaceNetworks.js'),
)

/**
 * "Select network": every configured network; picking one goes back. With
 * several namespaces configured, grouped by namespace (`NamespaceNetworks`).
 */
export function NetworksView(_: RouteProps<'Networks'>) {
  const config = useConfig()
  if (config.networks.some((n) => n.chainNamespace !== 'eip155'))
    return <NamespaceNetworks List={NetworkList} />
  return (
    <div className="l-stack">
      <NetworkList onSwitched={() => goBack(config)} />
    </div>
  )
}
