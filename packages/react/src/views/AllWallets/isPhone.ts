/**
 * Whether the page shows on a phone: a mobile browser, or a viewport at
 * most 480 px wide. There wallets open by their links (universal links
 * first), never by a QR code shown on the same screen.
 */
export function isPhone(): boolean {
  if (typeof navigator === 'undefined') return false
  return (
    /Android|iPhone|iPad|iPod/i.test(navigator.userAgent) ||
    (typeof matchMedia === 'function' &&
      matchMedia('(max-width:480px)').matches)
  )
}
