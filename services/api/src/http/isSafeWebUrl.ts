const loopbackHosts = new Set(['localhost', '127.0.0.1', '[::1]'])

/**
 * Whether `value` is a URL the API may hand to a page as a link or an
 * image (avatars, web links of wallets): an absolute `https:` URL, or
 * `http:` to a loopback host (`localhost`, `127.0.0.1`, `[::1]`, for
 * development), at most 2048 characters, without whitespace or control
 * characters. `javascript:`, `data:` and every other scheme are refused.
 *
 * @example
 * isSafeWebUrl('https://example.com/a.png') // true
 * isSafeWebUrl('javascript:alert(1)') // false
 */
export function isSafeWebUrl(value: unknown): value is string {
  if (
    typeof value !== 'string' ||
    value.length > 2048 ||
    // biome-ignore lint/suspicious/noControlCharactersInRegex: refused on purpose
    /[\s\u0000-\u001f\u007f]/.test(value)
  )
    return false
  let url: URL
  try {
    url = new URL(value)
  } catch {
    return false
  }
  if (url.protocol === 'https:') return url.hostname !== ''
  return url.protocol === 'http:' && loopbackHosts.has(url.hostname)
}
