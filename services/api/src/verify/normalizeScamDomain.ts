import { badRequest } from '../errors/ApiError.js'

const label = '[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?'
const hostRe = new RegExp(`^${label}(?:\\.${label})*$`)
const ipv4Re = /^\d{1,3}(\.\d{1,3}){3}$/

/**
 * A scam-list entry in its stored form: a lowercase host name (IDN as
 * punycode, no trailing dot) or an IP address. Accepts `evil.example`,
 * `*.evil.example` (the same: subdomains are always covered) or an origin
 * or URL (`https://evil.example/…`, its host is taken). Throws a 400
 * `ApiError` for anything else.
 *
 * @example
 * normalizeScamDomain('https://Evil.Example:8443/x') // 'evil.example'
 */
export function normalizeScamDomain(input: unknown): string {
  const invalid = () =>
    badRequest(
      `Invalid scam domain ${JSON.stringify(String(input).slice(0, 100))}: expected a host name such as evil.example`,
    )
  if (typeof input !== 'string' || input.length > 300) throw invalid()
  let text = input.trim().toLowerCase()
  if (text.startsWith('*.')) text = text.slice(2)
  const isUrl = /^[a-z][a-z0-9+.-]*:\/\//.test(text)
  if (!text || (!isUrl && /[/?#@:\\\s]/.test(text))) throw invalid()
  let host: string
  try {
    host = new URL(isUrl ? text : `http://${text}`).hostname
  } catch {
    throw invalid()
  }
  host = host.replace(/\.$/, '')
  if (host.startsWith('[') && host.endsWith(']')) return host
  if (host.length > 253 || !(hostRe.test(host) || ipv4Re.test(host)))
    throw invalid()
  return host
}
