import {
  type GetProfileStateReturnType,
  getProfileState,
  watchProfile,
} from '@latch/core'
import { useConfigValue } from '../internal/useConfigValue.js'

export type UseProfileReturnType = GetProfileStateReturnType

/**
 * The active account's profile name and avatar in state; load them with
 * core's `getProfile(config)`.
 * https://latch.dev/docs/react/hooks/useProfile
 */
export function useProfile(): UseProfileReturnType {
  return useConfigValue(getProfileState, watchProfile)
}
