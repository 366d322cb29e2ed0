import { authorityPattern } from './rfc3986Patterns.js'

const authority = new RegExp(`^${authorityPattern}$`)

/**
 * Whether `text` is an RFC 3986 `authority` (`[userinfo@]host[:port]`),
 * EIP-4361's `domain`. An empty host is refused (no sign-in names nobody).
 *
 * @example
 * isRfc3986Authority('app.example:5173') // true
 * isRfc3986Authority('#app') // false
 */
export function isRfc3986Authority(text: string): boolean {
  const host = text.slice(text.lastIndexOf('@') + 1).replace(/:[0-9]*$/, '')
  return host !== '' && authority.test(text)
}
