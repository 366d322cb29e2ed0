/** A browser origin split into its parts, lowercased, default port filled. */
export type ParsedOrigin = {
  scheme: string
  host: string
  /** Explicit or default port (http 80, https 443); `''` when unknown. */
  port: string
}

const defaultPorts: Record<string, string> = {
  http: '80',
  https: '443',
  ws: '80',
  wss: '443',
}

const label = '[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?'
const hostName = `${label}(?:\\.${label})*`
const ipv6 = '\\[[0-9a-f:.]+\\]'
const originRe = new RegExp(
  `^([a-z][a-z0-9+.-]*)://(${hostName}|${ipv6})(?::(\\d{1,5}))?$`,
)

/**
 * Parses a serialised origin (`scheme://host[:port]`, as in the `Origin`
 * header). Returns `undefined` for anything else, including `null`.
 */
export function parseOrigin(origin: string): ParsedOrigin | undefined {
  const match = originRe.exec(origin.toLowerCase())
  if (!match?.[1] || !match[2]) return undefined
  const scheme = match[1]
  const port = match[3] ?? defaultPorts[scheme] ?? ''
  if (match[3] !== undefined && Number(match[3]) > 65535) return undefined
  return { scheme, host: match[2], port: String(Number(port) || port) }
}
