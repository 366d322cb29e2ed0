type TelegramWindow = {
  readonly Telegram?: {
    readonly WebApp?: { readonly openLink?: unknown }
  }
  open(url: string, target: string): unknown
}

/**
 * Opens `url` out of a Telegram mini app: through Telegram's own
 * `WebApp.openLink` (the external browser; the mini app stays open) when
 * the page has it, else with `window.open` in a new window.
 *
 * @example
 * openTelegramLink('https://accounts.example/auth?state=abc')
 */
export function openTelegramLink(url: string, target: unknown = window): void {
  const win = target as TelegramWindow
  const webApp = win.Telegram?.WebApp
  if (typeof webApp?.openLink === 'function')
    (webApp.openLink as (url: string) => void).call(webApp, url)
  else win.open(url, '_blank')
}
