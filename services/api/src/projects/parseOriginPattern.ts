import { badRequest } from '../errors/ApiError.js'
import { parseOrigin } from './parseOrigin.js'

/** An allowed-origin pattern split into its parts. */
export type OriginPattern = {
  scheme: string
  /** Host, or for `*.example.com` the suffix `example.com`. */
  host: string
  /** `true` for `*.host`: one or more extra leading labels. */
  anySubdomain: boolean
  /** A port, or `*` for any port (dev only, e.g. `http://127.0.0.1:*`). */
  port: string
}

/**
 * Parses an allowed-origin pattern: an exact origin
 * (`https://app.example.com`), a subdomain wildcard
 * (`https://*.example.com`, at least one label) and/or a port wildcard
 * (`http://127.0.0.1:*`). Throws a 400 `ApiError` naming the pattern.
 */
export function parseOriginPattern(pattern: string): OriginPattern {
  const invalid = () =>
    badRequest(
      `Invalid origin pattern '${pattern.slice(0, 200)}': expected scheme://host[:port], scheme://*.host or scheme://host:*`,
    )
  let rest = pattern.trim().toLowerCase()
  let anyPort = false
  if (rest.endsWith(':*')) {
    anyPort = true
    rest = rest.slice(0, -2)
  }
  let anySubdomain = false
  const wildcard = /^([a-z][a-z0-9+.-]*):\/\/\*\.(.*)$/.exec(rest)
  if (wildcard) {
    anySubdomain = true
    rest = `${wildcard[1]}://${wildcard[2]}`
  }
  const parsed = parseOrigin(rest)
  if (!parsed) throw invalid()
  // A port wildcard and an explicit port together make no sense.
  if (anyPort && /:\d+$/.test(rest)) throw invalid()
  if (anySubdomain && parsed.host.startsWith('[')) throw invalid()
  return {
    scheme: parsed.scheme,
    host: parsed.host,
    anySubdomain,
    port: anyPort ? '*' : parsed.port,
  }
}
