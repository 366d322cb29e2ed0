import { type Config, goBack, replaceView } from '@latch/core'

/**
 * Where the Networks view leads once a network is chosen: back (to the
 * account, now of the network's namespace), or to Connect when a wallet is
 * connected in some namespace but none in the chosen network's (Connect
 * then offers the wallets of that namespace).
 */
export function afterNetworkSwitch(config: Config): void {
  const { activeNamespace, namespaces } = config.state
  const connected = Object.values(namespaces).some(
    (ns) => ns?.status === 'connected',
  )
  const here = activeNamespace && namespaces[activeNamespace]?.status
  if (connected && here !== 'connected')
    replaceView(config, { view: 'Connect' })
  else goBack(config)
}
