import { uriPattern } from './rfc3986Patterns.js'

const uri = new RegExp(`^${uriPattern}$`)

/**
 * Whether `text` is a URI by RFC 3986's grammar (`URI`: a scheme, then the
 * hierarchical part, query and fragment), as EIP-4361 requires of `URI:`
 * and each resource. No spaces, no characters outside ASCII.
 *
 * @example
 * isRfc3986Uri('https://app.example/login') // true
 * isRfc3986Uri(':not_a_uri') // false
 */
export function isRfc3986Uri(text: string): boolean {
  return uri.test(text)
}
