import { parseOrigin } from './parseOrigin.js'
import { type OriginPattern, parseOriginPattern } from './parseOriginPattern.js'

/**
 * Whether a browser origin matches one of a project's allowed-origin
 * patterns. Scheme and port must match (default ports count: `https://a.com`
 * equals `https://a.com:443`); `*.example.com` matches one or more labels
 * before `example.com` but not `example.com` itself; a `:*` port matches any
 * port. Invalid patterns match nothing; `null` and malformed origins are
 * never allowed.
 *
 * @example
 * isOriginAllowed('https://a.b.example.com', ['https://*.example.com']) // true
 * isOriginAllowed('http://example.com', ['https://example.com']) // false
 */
export function isOriginAllowed(
  origin: string,
  patterns: readonly string[],
): boolean {
  const parsed = parseOrigin(origin)
  if (!parsed) return false
  return patterns.some((pattern) => {
    let p: OriginPattern
    try {
      p = parseOriginPattern(pattern)
    } catch {
      return false
    }
    if (p.scheme !== parsed.scheme) return false
    if (p.port !== '*' && p.port !== parsed.port) return false
    if (!p.anySubdomain) return p.host === parsed.host
    return (
      parsed.host.endsWith(`.${p.host}`) &&
      parsed.host.length > p.host.length + 1
    )
  })
}
