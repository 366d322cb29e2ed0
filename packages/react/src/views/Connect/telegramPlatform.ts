import type { TelegramPlatform } from '@latch/core'

type TelegramWindow = {
  Telegram?: { WebApp?: { platform?: unknown } }
  TelegramWebviewProxy?: unknown
}

/**
 * Where the page runs inside Telegram (its mini-app web view), or
 * undefined outside Telegram. Telegram's `WebApp.platform` names the
 * platform; its web view on iOS and Android also shows in the user agent.
 */
export function telegramPlatform(): TelegramPlatform | undefined {
  if (typeof window === 'undefined') return undefined
  const w = window as unknown as TelegramWindow
  const platform = w.Telegram?.WebApp?.platform
  if (typeof platform !== 'string' && w.TelegramWebviewProxy === undefined)
    return undefined
  if (platform === 'unknown' && w.TelegramWebviewProxy === undefined)
    return undefined
  if (platform === 'ios') return 'ios'
  if (platform === 'macos') return 'mac'
  if (platform === 'android' || platform === 'android_x') return 'android'
  const agent = navigator.userAgent
  if (/iPhone|iPad|iPod/.test(agent)) return 'ios'
  if (/Android/.test(agent)) return 'android'
  if (/Macintosh/.test(agent)) return 'mac'
  return 'other'
}
