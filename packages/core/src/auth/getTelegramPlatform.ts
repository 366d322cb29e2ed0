import type { TelegramPlatform } from './filterTelegramSocials.js'

type TelegramWindow = {
  readonly Telegram?: { readonly WebApp?: { readonly platform?: unknown } }
}

/**
 * Where the page runs inside Telegram (its mini-app `WebApp.platform`),
 * for `filterTelegramSocials`; undefined outside Telegram.
 *
 * @example
 * const platform = getTelegramPlatform(window)
 * const socials = platform ? filterTelegramSocials({ socials, platform }) : socials
 */
export function getTelegramPlatform(
  target: unknown = typeof window === 'undefined' ? undefined : window,
): TelegramPlatform | undefined {
  const platform = (target as TelegramWindow | undefined)?.Telegram?.WebApp
    ?.platform
  if (typeof platform !== 'string' || platform === 'unknown' || !platform)
    return undefined
  if (platform === 'ios') return 'ios'
  if (platform === 'macos') return 'mac'
  if (platform.startsWith('android')) return 'android'
  return 'other'
}
