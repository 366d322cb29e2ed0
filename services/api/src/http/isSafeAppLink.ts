import { isSafeWebUrl } from './isSafeWebUrl.js'

/**
 * Schemes a wallet deep link may never use: they run code or show content
 * the page controls, or reach local files.
 */
const refusedSchemes = new Set([
  'javascript',
  'data',
  'vbscript',
  'file',
  'blob',
  'about',
  'filesystem',
  'view-source',
  'http',
  'https',
  'ws',
  'wss',
  'ftp',
])

/**
 * Whether `value` may be a wallet's deep link (`mobile_link`,
 * `desktop_link`): a safe web URL (see `isSafeWebUrl`, universal links) or
 * an app scheme link `scheme://…` (`metamask://`, `ledgerlive://`), never
 * `javascript:`, `data:`, `file:` and the like, at most 2048 characters,
 * without whitespace or control characters.
 *
 * @example
 * isSafeAppLink('metamask://') // true
 * isSafeAppLink('javascript://%0aalert(1)') // false
 */
export function isSafeAppLink(value: unknown): value is string {
  if (isSafeWebUrl(value)) return true
  if (
    typeof value !== 'string' ||
    value.length > 2048 ||
    // biome-ignore lint/suspicious/noControlCharactersInRegex: refused on purpose
    /[\s\u0000-\u001f\u007f]/.test(value)
  )
    return false
  const scheme = /^([a-z][a-z0-9+.-]*):\/\//i.exec(value)?.[1]?.toLowerCase()
  return scheme !== undefined && !refusedSchemes.has(scheme)
}
