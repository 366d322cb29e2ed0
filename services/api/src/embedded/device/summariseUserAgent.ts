const browsers: readonly (readonly [RegExp, string])[] = [
  [/\bEdg(?:e|A|iOS)?\//, 'Edge'],
  [/\b(?:OPR|Opera)\//, 'Opera'],
  [/\bFirefox\/|\bFxiOS\//, 'Firefox'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\bChrom(?:e|ium)\/|\bCriOS\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
]
const systems: readonly (readonly [RegExp, string])[] = [
  [/\bAndroid\b/, 'Android'],
  [/\b(?:iPhone|iPad|iPod)\b/, 'iOS'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bWindows\b/, 'Windows'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
]

/**
 * A short, fixed-vocabulary summary of a User-Agent header ("Chrome on
 * Linux", "Unknown browser on Windows", "Unknown device"): what the
 * device-approval page and mail show. Nothing of the header itself is
 * echoed, so a forged header cannot put text into them.
 *
 * @example
 * summariseUserAgent('Mozilla/5.0 (X11; Linux x86_64) … Chrome/131.0 Safari/537.36') // 'Chrome on Linux'
 */
export function summariseUserAgent(header: string | undefined): string {
  const text = (header ?? '').slice(0, 512)
  const browser = browsers.find(([pattern]) => pattern.test(text))?.[1]
  const system = systems.find(([pattern]) => pattern.test(text))?.[1]
  if (!browser && !system) return 'Unknown device'
  return `${browser ?? 'Unknown browser'} on ${system ?? 'an unknown system'}`
}
