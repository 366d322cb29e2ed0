type Origin = { scheme: string; host: string; port: string }

const defaultPorts: Record<string, string> = {
  http: '80',
  https: '443',
  ws: '80',
  wss: '443',
}
const label = '[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?'
const originRe = new RegExp(
  `^([a-z][a-z0-9+.-]*)://(${label}(?:\\.${label})*|\\[[0-9a-f:.]+\\])(?::(\\d{1,5}))?$`,
)

/** `scheme://host[:port]`, lowercased, default port filled in. */
function parseOrigin(value: string): Origin | undefined {
  const match = originRe.exec(value.trim().toLowerCase().replace(/\/$/, ''))
  if (!match?.[1] || !match[2]) return undefined
  const scheme = match[1]
  if (match[3] !== undefined && Number(match[3]) > 65535) return undefined
  const port = match[3] ?? defaultPorts[scheme] ?? ''
  return { scheme, host: match[2], port: String(Number(port) || port) }
}

function matches(page: Origin, raw: string): boolean {
  let rest = raw.trim().toLowerCase().replace(/\/$/, '')
  const anyPort = rest.endsWith(':*')
  if (anyPort) rest = rest.slice(0, -2)
  const wildcard = /^([a-z][a-z0-9+.-]*):\/\/\*\.(.*)$/.exec(rest)
  if (wildcard) rest = `${wildcard[1]}://${wildcard[2]}`
  const pattern = parseOrigin(rest)
  // Invalid patterns, or a port wildcard next to an explicit port, match nothing.
  if (!pattern || (anyPort && /:\d+$/.test(rest))) return false
  if (wildcard && pattern.host.startsWith('[')) return false
  if (pattern.scheme !== page.scheme) return false
  if (!anyPort && pattern.port !== page.port) return false
  if (!wildcard) return pattern.host === page.host
  return (
    page.host.endsWith(`.${pattern.host}`) &&
    page.host.length > pattern.host.length + 1
  )
}

/**
 * Whether a page origin matches one of a project's allowed-origin patterns
 * (SPEC §5: exact or wildcard). A pattern is an exact origin
 * (`https://app.example.com`), a subdomain wildcard (`https://*.example.com`:
 * one or more labels before `example.com`, not `example.com` itself) and/or
 * a port wildcard (`http://127.0.0.1:*`, for development). Scheme and port
 * must match, default ports included (`https://a.com` is
 * `https://a.com:443`); case is ignored, and so is a trailing slash on a pattern. Invalid
 * patterns and malformed origins (including `null`) match nothing.
 * https://latch.dev/docs/common/origin
 *
 * @example
 * isOriginAllowed('https://a.b.example.com', ['https://*.example.com']) // true
 * isOriginAllowed('http://example.com', ['https://example.com']) // false
 */
export function isOriginAllowed(
  origin: string,
  patterns: readonly string[],
): boolean {
  // A real origin (`location.origin`, the Origin header) never ends in '/';
  // one that does is malformed. Patterns may, for convenience.
  const page = origin.endsWith('/') ? undefined : parseOrigin(origin)
  if (!page) return false
  return patterns.some((pattern) => matches(page, pattern))
}
