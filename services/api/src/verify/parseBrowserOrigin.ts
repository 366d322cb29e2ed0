import { parseOrigin } from '../projects/parseOrigin.js'

/**
 * The origin (`scheme://host[:port]`, default port dropped, host
 * lowercased and punycoded) of a browser-set `Referer` or `Origin` header
 * value; `''` when there is none, it is `null` (opaque origins: `file:`,
 * sandboxed frames) or it is not a URL with a host.
 *
 * @example
 * parseBrowserOrigin('https://Dapp.example/page?x=1') // 'https://dapp.example'
 */
export function parseBrowserOrigin(value: string | undefined): string {
  if (!value || value.length > 4096) return ''
  let origin: string
  try {
    origin = new URL(value).origin
  } catch {
    return ''
  }
  return origin !== 'null' && parseOrigin(origin) ? origin : ''
}
