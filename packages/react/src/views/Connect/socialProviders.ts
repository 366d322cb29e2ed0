import {
  type EmbeddedSocialProvider,
  filterTelegramSocials,
  getTelegramPlatform,
  isEmbeddedSocialProvider,
  type SocialProvider,
} from '@latch/core'

/**
 * The social logins to offer, in the order of `features.socials`: the
 * embedded wallet's providers (Farcaster logs in through a later flow),
 * minus those Telegram's web view cannot show (SPEC §5).
 */
export function socialProviders(
  socials: readonly SocialProvider[] | false,
  platform = getTelegramPlatform(),
): EmbeddedSocialProvider[] {
  if (!socials) return []
  const supported = socials.filter(isEmbeddedSocialProvider)
  return platform
    ? filterTelegramSocials({ socials: supported, platform })
    : supported
}
