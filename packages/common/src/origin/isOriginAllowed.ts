/**
 * Whether a page origin matches one of a project's allowed origins. A
 * pattern is an exact origin (`https://app.example.com`) or has a `*` for
 * one or more leading subdomain labels (`https://*.example.com`, which
 * matches `https://a.example.com` and `https://a.b.example.com` but not
 * `https://example.com`). Scheme and port must match; comparison ignores
 * case and a trailing slash. A lone `*` allows every origin.
 * https://latch.dev/docs/common/origin
 *
 * @example
 * isOriginAllowed('https://app.example.com', ['https://*.example.com']) // true
 */
export function isOriginAllowed(
  origin: string,
  patterns: readonly string[],
): boolean {
  const page = normalize(origin)
  if (!page) return false
  return patterns.some((raw) => {
    const pattern = normalize(raw)
    if (!pattern) return false
    if (pattern === '*' || pattern === page) return true
    const star = pattern.indexOf('://*.')
    if (star === -1) return false
    const scheme = pattern.slice(0, star + 3)
    // The rest after "*" is ".example.com[:port]"; the page needs at least
    // one non-empty label in front of it.
    const rest = pattern.slice(star + 4)
    if (!page.startsWith(scheme) || !page.endsWith(rest)) return false
    const labels = page.slice(scheme.length, page.length - rest.length)
    return /^[a-z0-9-]+(\.[a-z0-9-]+)*$/.test(labels)
  })
}

function normalize(value: string): string {
  return value.trim().toLowerCase().replace(/\/+$/, '')
}
