type Win = { Telegram?: { WebApp?: unknown } }

/**
 * Telegram's in-app browser and Safari on iOS open wallet links only from
 * a direct tap, so a pairing URI made earlier must be reused (SPEC §4).
 */
export function isLinkOnlyPlatform(): boolean {
  if (typeof navigator === 'undefined') return false
  const ua = navigator.userAgent
  const telegram =
    /Telegram/i.test(ua) ||
    (typeof window !== 'undefined' &&
      (window as Win).Telegram?.WebApp !== undefined)
  const iosSafari =
    /iPad|iPhone|iPod/.test(ua) &&
    /Safari/.test(ua) &&
    !/CriOS|FxiOS|EdgiOS|OPiOS/.test(ua)
  return telegram || iosSafari
}
