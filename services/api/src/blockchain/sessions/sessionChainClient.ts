import { type Client, createClient, http } from 'viem'
import { BlockchainApiError } from '../errors/BlockchainApiError.js'
import type { BlockchainSettings } from '../settings/BlockchainSettings.js'

/**
 * A client of the session's chain node (one try, 10 s), for the checks
 * the session routes make there; a chain the API does not serve → 400
 * `UNSUPPORTED_CHAIN`.
 */
export function sessionChainClient(
  settings: BlockchainSettings,
  chainId: number,
): Client {
  const chain = settings.chains.find((c) => c.chainId === chainId)
  if (!chain?.rpcUrls[0])
    throw new BlockchainApiError(
      400,
      'UNSUPPORTED_CHAIN',
      'The session’s chain is not served here.',
    )
  return createClient({
    transport: http(chain.rpcUrls[0], { timeout: 10_000, retryCount: 0 }),
  })
}
