import {
  type EmbeddedSocialProvider,
  filterTelegramSocials,
  getTelegramPlatform,
  isEmbeddedSocialProvider,
  type SocialProvider,
} from '@latch/core'

/** A social login the Connect view offers: OAuth, or Farcaster's QR code. */
export type LoginProvider = EmbeddedSocialProvider | 'farcaster'

/**
 * The social logins to offer, in the order of `features.socials`: the
 * embedded wallet's providers and Farcaster (ConnectingFarcaster), minus
 * those Telegram's web view cannot show (SPEC §5).
 */
export function socialProviders(
  socials: readonly SocialProvider[] | false,
  platform = getTelegramPlatform(),
): LoginProvider[] {
  if (!socials) return []
  const supported = socials.filter(
    (s): s is LoginProvider => s === 'farcaster' || isEmbeddedSocialProvider(s),
  )
  return platform
    ? filterTelegramSocials({ socials: supported, platform })
    : supported
}
