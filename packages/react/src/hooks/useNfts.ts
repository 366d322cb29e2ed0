import { getNftsState, watchNfts } from '@latch/core'
import { useConfigValue } from '../internal/useConfigValue.js'

/**
 * The active account's NFTs in state; load them with core's
 * `getNfts(config)`.
 * https://latch.dev/docs/react/hooks/useNfts
 */
export function useNfts() {
  return useConfigValue(getNftsState, watchNfts)
}

export type UseNftsReturnType = ReturnType<typeof useNfts>
