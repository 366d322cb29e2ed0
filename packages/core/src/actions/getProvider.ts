import type { ChainNamespace } from '@latch/common'
import type { Config } from '../types/config.js'
import type { Eip1193Provider } from '../types/eip1193.js'

/**
 * The EIP-1193 provider of the wallet connected in `namespace`, for talking
 * to it directly (e.g. with viem's `custom` transport).
 */
export async function getProvider(
  config: Config,
  parameters: { namespace?: ChainNamespace | undefined } = {},
): Promise<Eip1193Provider | undefined> {
  const namespace = parameters.namespace ?? config.state.activeNamespace
  const ns = namespace ? config.state.namespaces[namespace] : undefined
  if (ns?.status !== 'connected') return undefined
  const connector = config.state.connectors.find((c) => c.id === ns.connectorId)
  return connector?.getProvider()
}
