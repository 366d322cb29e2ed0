import type { SocialProvider } from '../types/config.js'

/** Where a Telegram mini app runs. */
export type TelegramPlatform = 'ios' | 'mac' | 'android' | 'other'

const dropped: Record<TelegramPlatform, readonly SocialProvider[]> = {
  ios: ['google'],
  mac: ['x'],
  android: ['facebook', 'x'],
  other: [],
}

/**
 * SPEC §5 Telegram rules: inside Telegram, iOS drops google, Mac drops x,
 * Android drops facebook and x (their login pages do not work in
 * Telegram's web view there). Keeps the order of `socials`.
 *
 * @example
 * filterTelegramSocials({ socials: ['google', 'x', 'github'], platform: 'android' })
 * // ['google', 'github']
 */
export function filterTelegramSocials<T extends SocialProvider>(parameters: {
  socials: readonly T[]
  platform: TelegramPlatform
}): T[] {
  const drop = dropped[parameters.platform] ?? []
  return parameters.socials.filter((s) => !drop.includes(s))
}
