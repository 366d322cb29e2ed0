import { embeddedErrors } from '../http/EmbeddedError.js'

const local =
  /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*$/
const label = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/

/**
 * Whether `value` is an e-mail address the service mails: plain ASCII
 * `local@domain` (dot-atom local part ≤ 64, no quotes, comments, spaces,
 * CR/LF or other control characters, no display name), a domain of 2+ DNS
 * labels with an alphabetic TLD, ≤ 254 characters in all.
 */
export function isValidEmail(value: unknown): value is string {
  if (typeof value !== 'string' || value.length > 254) return false
  const at = value.lastIndexOf('@')
  if (at < 1) return false
  const name = value.slice(0, at)
  const domain = value.slice(at + 1).toLowerCase()
  if (name.length > 64 || !local.test(name)) return false
  const labels = domain.split('.')
  if (labels.length < 2 || !labels.every((l) => label.test(l))) return false
  return /^[a-z]{2,63}$/.test(labels.at(-1) ?? '')
}

/**
 * The e-mail of a request field, lowercased; anything not accepted by
 * `isValidEmail` → 400 'Invalid email'.
 *
 * @example
 * const email = parseEmail(body.email)
 */
export function parseEmail(value: unknown): string {
  if (!isValidEmail(value)) throw embeddedErrors.badRequest('Invalid email')
  return value.toLowerCase()
}
