import {
  type EmbeddedUser,
  getEmbeddedUser,
  watchEmbeddedUser,
} from '@latch/core'
import { useConfigValue } from '../internal/useConfigValue.js'

/**
 * The embedded wallet's user (e-mail, social provider, user name) while
 * the active account is the embedded wallet's; undefined otherwise.
 * https://latch.dev/docs/react/hooks/useEmbeddedUser
 */
export function useEmbeddedUser(): EmbeddedUser | undefined {
  return useConfigValue(getEmbeddedUser, watchEmbeddedUser)
}
