/**
 * Opens a link-mode URL in the peer app the way the official SDK does
 * (`openDeeplink`): from inside a frame in the top window, an http(s)
 * universal link in a new tab, a native scheme in this one.
 */
export function openLinkModeUrl(url: string): void {
  const target =
    globalThis.top !== globalThis.self
      ? '_top'
      : /^https?:\/\//.test(url)
        ? '_blank'
        : '_self'
  globalThis.open?.(url, target, 'noreferrer noopener')
}
