import { getProfileState, watchProfile } from '@latch/core'
import { useConfigValue } from '../internal/useConfigValue.js'

/**
 * The active account's profile name and avatar in state; load them with
 * core's `getProfile(config)`.
 * https://latch.dev/docs/react/hooks/useProfile
 */
export function useProfile() {
  return useConfigValue(getProfileState, watchProfile)
}

export type UseProfileReturnType = ReturnType<typeof useProfile>
