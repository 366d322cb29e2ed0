/**
 * Opens an answer in the app by its universal link, as the official SDK
 * (`openDeeplink`): an http(s) link in a new tab, a native scheme here.
 */
export function openAppLink(url: string): void {
  window.open(
    url,
    /^https?:\/\//.test(url) ? '_blank' : '_self',
    'noreferrer noopener',
  )
}
