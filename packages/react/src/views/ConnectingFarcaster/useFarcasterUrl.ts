import { getFarcasterUrl, watchFarcasterUrl } from '@latch/core'
import { useConfigValue } from '../../internal/useConfigValue.js'

/** SPEC §3 account farcaster url: the sign-in link under way, if any. */
export function useFarcasterUrl(): string | undefined {
  return useConfigValue(getFarcasterUrl, watchFarcasterUrl)
}
