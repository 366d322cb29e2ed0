import { formatUnits, type Network } from '@latch/common'
import { NetworkNotConfiguredError } from '../errors/connector.js'
import { findActiveConnector } from '../internal/getActiveConnector.js'
import type { Config } from '../types/config.js'
import { httpRpcRequest } from '../utils/httpRpcRequest.js'
import { getNetwork } from './getNetwork.js'

export type GetBalanceParameters = {
  address: string
  /** @default the active network (the wallet's, when connected) */
  network?: Network | undefined
}

export type GetBalanceReturnType = {
  value: bigint
  decimals: number
  symbol: string
  formatted: string
}

/**
 * Reads an address's native balance: through the wallet when it is on that
 * network, else through the network's RPC URL. On Solana, SOL from the
 * network's RPC (lamports, 9 decimals).
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
  // Solana: the RPC's getBalance in lamports (a chunk of its own).
  if (network.chainNamespace === 'solana') {
    const { getSolanaBalance } = await import('../solana/getSolanaBalance.js')
    return getSolanaBalance(network, parameters.address)
  }
  const params = [parameters.address, 'latest']
  const hex =
    connector && walletNetworkId === network.caipNetworkId
      ? await (await connector.getProvider()).request({
          method: 'eth_getBalance',
          params,
        })
      : await httpRpcRequest({
          url: network.rpcUrls.default.http[0] ?? '',
          method: 'eth_getBalance',
          params,
        })
  const value = BigInt(String(hex))
  const { decimals, symbol } = network.nativeCurrency
  return { value, decimals, symbol, formatted: formatUnits(value, decimals) }
}
