import { getChainError, type Network } from '@latch/common'
import { NetworkNotConfiguredError } from '../../errors/connector.js'
import type { Config } from '../../types/config.js'
import { getNetwork } from '../getNetwork.js'

/**
 * The network reads go to: the one asked for, else the wallet's (or the
 * selected one when no wallet is connected).
 */
export function getReadNetwork(
  config: Config,
  network?: Network | undefined,
): Network {
  if (network) return network
  const active = getNetwork(config)
  if (!active.caipNetwork)
    throw new NetworkNotConfiguredError(String(active.caipNetworkId))
  return active.caipNetwork
}

/**
 * A read (eth_estimateGas, eth_getTransactionReceipt…) over RPC, never
 * through the wallet: through the Latch API's RPC proxy when it serves the
 * network, else (and as fallback) the network's own URLs; errors typed.
 */
export async function readRpc<T = unknown>(
  config: Config,
  network: Network,
  method: string,
  params: readonly unknown[],
): Promise<T> {
  try {
    // The router's chunk loads with the first read.
    const { getRpcRouter } = await import('../../api/rpcRouter.js')
    return await getRpcRouter(config).request<T>(network, method, params)
  } catch (error) {
    throw getChainError(error)
  }
}
