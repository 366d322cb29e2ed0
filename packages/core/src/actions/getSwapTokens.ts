import { ApiError } from '../api/ApiError.js'
import type { SwapToken } from '../api/convert.js'
import { dataKey } from '../data/dataKey.js'
import { dataLifetime } from '../data/dataLifetime.js'
import { SwapUnsupportedChainError } from '../swap/errors.js'
import type { Config } from '../types/config.js'
import { swapContext } from './swap/swapContext.js'

export type GetSwapTokensReturnType = readonly SwapToken[]

/**
 * The tokens the API swaps on the active network, the native currency
 * first (GET /v1/convert/tokens; kept 30 s in the data layer, key
 * `swapTokens` + CAIP-2 network). A network the API does not swap on
 * throws SwapUnsupportedChainError ('Network not supported for Swaps').
 * https://latch.dev/docs/core/actions/swapTokens
 */
export async function getSwapTokens(
  config: Config,
): Promise<GetSwapTokensReturnType> {
  const { api, chainId } = swapContext(config)
  const { getConvertTokens } = await import('../api/convert.js')
  return config._internal.data
    .fetch(
      dataKey('swapTokens', chainId),
      async () => (await getConvertTokens(api, { chainId })).tokens,
      { lifetime: dataLifetime.swapTokens },
    )
    .catch((error: unknown) => {
      if (error instanceof ApiError && error.code === 'UNSUPPORTED_CHAIN')
        throw new SwapUnsupportedChainError(chainId)
      throw error
    })
}
