import type { ApiClient } from '../../api/createApiClient.js'
import { getApiContext } from '../../api/getApiContext.js'
import { SwapUnsupportedChainError } from '../../swap/errors.js'
import type { Config } from '../../types/config.js'
import { getAccount } from '../getAccount.js'
import { getNetwork } from '../getNetwork.js'

export type SwapContext = {
  api: ApiClient
  /** CAIP-2, e.g. `eip155:31337`. */
  chainId: string
  /** The chain's number, for the wallet. */
  chainNumber: number
  address: `0x${string}`
}

/**
 * What every swap call needs: the API client, the active eip155 chain and
 * address. Anything else is 'Network not supported for Swaps'.
 */
export function swapContext(config: Config): SwapContext {
  const { address, chainNamespace } = getAccount(config)
  const chainId = getNetwork(config).caipNetworkId
  const api = getApiContext(config).client
  const chainNumber = Number(chainId.split(':')[1])
  if (!api || chainNamespace !== 'eip155' || !address)
    throw new SwapUnsupportedChainError(chainId)
  return { api, chainId, chainNumber, address: address as `0x${string}` }
}
