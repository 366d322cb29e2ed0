/** The channel this origin's tabs hand link-mode URLs over on. */
const CHANNEL = 'latch:link-mode'

/**
 * Link-mode URLs between this app's tabs. A web app opened by its
 * universal link starts in a new tab (the wallet opens the link with
 * `window.open`), while the request waiting for that answer lives in the
 * tab that sent it: the new tab `share`s the URL it was opened with, and
 * every tab's WalletConnect client `listen`s and handles what arrives — as
 * a native app gets later URLs from the OS (the SDK's `Linking` `url`
 * events). Without BroadcastChannel, nothing is handed over.
 */
export function createLinkModeChannel(onUrl: (url: string) => void) {
  const channel =
    typeof BroadcastChannel === 'undefined'
      ? undefined
      : new BroadcastChannel(CHANNEL)
  if (channel)
    channel.onmessage = ({ data }: MessageEvent) => {
      if (typeof data === 'string') onUrl(data)
    }
  return {
    share: (url: string) => channel?.postMessage(url),
    close: () => channel?.close(),
  }
}
