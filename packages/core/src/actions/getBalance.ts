import { formatUnits, type Network } from '@latch/common'
import { NetworkNotConfiguredError } from '../errors/connector.js'
import { findActiveConnector } from '../internal/getActiveConnector.js'
import { getAdapter } from '../internal/getAdapter.js'
import type { Config } from '../types/config.js'
import { getNetwork } from './getNetwork.js'

export type GetBalanceParameters = {
  address: string
  /** @default the active network (the wallet's, when connected) */
  network?: Network | undefined
  /**
   * Read over the network's RPC URL even when the wallet is on that
   * network (no round trip through a remote wallet).
   */
  rpc?: boolean | undefined
}

export type GetBalanceReturnType = {
  value: bigint
  decimals: number
  symbol: string
  formatted: string
}

/**
 * Reads an address's native balance: through the wallet when it is on that
 * network, else over RPC (the Latch API's RPC proxy when it serves the
 * network, else the network's own URLs). Other namespaces read it
 * through their adapter (`solanaAdapter()`: SOL, 9 decimals, from the RPC).
 *
 * @example
 * const { formatted, symbol } = await getBalance(config, { address })
 */
export async function getBalance(
  config: Config,
  parameters: GetBalanceParameters,
): Promise<GetBalanceReturnType> {
  const connector = findActiveConnector(config)
  const walletNetworkId = connector
    ? config.state.namespaces[connector.chainNamespace]?.caipNetworkId
    : undefined
  const active = getNetwork(config)
  const network = parameters.network ?? active.caipNetwork
  if (!network) throw new NetworkNotConfiguredError(active.caipNetworkId)
  // Other namespaces through their adapter (Solana: SOL from the RPC).
  if (network.chainNamespace !== 'eip155') {
    const read = getAdapter(config, network.chainNamespace, 'getBalance')
    if (!read) throw new NetworkNotConfiguredError(network.caipNetworkId)
    return read(config, { address: parameters.address, network })
  }
  const params = [parameters.address, 'latest']
  const viaRpc = async () => {
    // The router's chunk loads with the first read over RPC.
    const { getRpcRouter } = await import('../api/rpcRouter.js')
    return getRpcRouter(config).request(network, 'eth_getBalance', params)
  }
  const hex =
    connector &&
    walletNetworkId === network.caipNetworkId &&
    !(parameters.rpc && network.rpcUrls.default.http[0])
      ? await (await connector.getProvider()).request({
          method: 'eth_getBalance',
          params,
        })
      : await viaRpc()
  const value = BigInt(String(hex))
  const { decimals, symbol } = network.nativeCurrency
  return { value, decimals, symbol, formatted: formatUnits(value, decimals) }
}
