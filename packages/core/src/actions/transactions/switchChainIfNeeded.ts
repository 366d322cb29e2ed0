import { NetworkNotConfiguredError } from '../../errors/connector.js'
import type { Config } from '../../types/config.js'
import { switchNetwork } from '../switchNetwork.js'

/**
 * Switches the wallet to eip155 chain `chainId` when it is on another one;
 * the chain must be one of the config's networks.
 */
export async function switchChainIfNeeded(
  config: Config,
  chainId: number | undefined,
): Promise<void> {
  if (chainId === undefined) return
  const caipNetworkId = `eip155:${chainId}`
  if (config.state.namespaces.eip155?.caipNetworkId === caipNetworkId) return
  const network = config.networks.find((n) => n.caipNetworkId === caipNetworkId)
  if (!network) throw new NetworkNotConfiguredError(caipNetworkId)
  await switchNetwork(config, { network })
}
