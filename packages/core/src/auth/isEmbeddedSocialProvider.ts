import { SOCIAL_LOGIN_PROVIDERS } from '@latch/common/embedded-protocol'
import type { EmbeddedSocialProvider } from './types.js'

/** SPEC §5: the social providers the embedded wallet logs in with. */
export const embeddedSocialProviders = SOCIAL_LOGIN_PROVIDERS

/**
 * True for google, github, apple, facebook, x and discord (SPEC §5).
 *
 * @example
 * isEmbeddedSocialProvider('github') // true
 * isEmbeddedSocialProvider('farcaster') // false: a later flow
 */
export function isEmbeddedSocialProvider(
  value: unknown,
): value is EmbeddedSocialProvider {
  return (embeddedSocialProviders as readonly unknown[]).includes(value)
}
