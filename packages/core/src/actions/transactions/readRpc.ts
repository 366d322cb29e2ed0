import { getChainError, type Network } from '@latch/common'
import { NetworkNotConfiguredError } from '../../errors/connector.js'
import type { Config } from '../../types/config.js'
import { httpRpcRequest } from '../../utils/httpRpcRequest.js'
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
 * A read (eth_estimateGas, eth_getTransactionReceipt…) over the network's
 * own RPC URL, never through the wallet, with errors typed.
 */
export async function readRpc<T = unknown>(
  network: Network,
  method: string,
  params: readonly unknown[],
): Promise<T> {
  try {
    return await httpRpcRequest<T>({
      url: network.rpcUrls.default.http[0] ?? '',
      method,
      params,
    })
  } catch (error) {
    throw getChainError(error)
  }
}
