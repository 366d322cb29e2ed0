import { parseOriginPattern } from '../../projects/parseOriginPattern.js'

/**
 * A project's allowed-origin patterns as a CSP `frame-ancestors` source
 * list: `https://app.example`, `https://*.example.com` and
 * `http://127.0.0.1:*` are CSP syntax already; patterns that do not parse,
 * and IPv6 literals (`http://[::1]:*`, not expressible in CSP), are left out. No pattern left → `'none'`.
 *
 * @example
 * toFrameAncestors(['http://127.0.0.1:*']) // "http://127.0.0.1:*"
 */
export function toFrameAncestors(patterns: readonly string[]): string {
  const sources: string[] = []
  for (const raw of patterns) {
    try {
      const p = parseOriginPattern(raw)
      // CSP host-source has no IPv6 literals; Chromium logs an error for
      // one on the embedding page. Such pages cannot embed the frame.
      if (p.host.startsWith('[')) continue
      const host = p.anySubdomain ? `*.${p.host}` : p.host
      const defaultPort =
        (p.scheme === 'https' && p.port === '443') ||
        (p.scheme === 'http' && p.port === '80')
      sources.push(
        `${p.scheme}://${host}${defaultPort || p.port === '' ? '' : `:${p.port}`}`,
      )
    } catch {
      // Not a valid pattern: it allows nothing, here as in isOriginAllowed.
    }
  }
  return sources.length ? [...new Set(sources)].join(' ') : "'none'"
}
