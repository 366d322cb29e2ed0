// Local part and domain without spaces, angle brackets, quotes or the other
// characters that would let an address carry extra mail headers; a dot in
// the domain with a top-level part of at least two characters.
const pattern =
  /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:".]+(?:\.[^\s@<>()[\]\\,;:".]+)*\.[^\s@<>()[\]\\,;:".]{2,}$/u

/**
 * SPEC §5: e-mail fields must be valid e-mail addresses. Also refuses line
 * breaks and control characters (header injection) and addresses longer
 * than 254 characters (RFC 5321).
 *
 * @example
 * isValidEmail('ada@example.com') // true
 * isValidEmail('ada@example') // false
 */
export function isValidEmail(value: unknown): value is string {
  if (typeof value !== 'string' || value.length > 254) return false
  // biome-ignore lint/suspicious/noControlCharactersInRegex: refused on purpose
  if (/[\u0000-\u001f\u007f]/.test(value)) return false
  return pattern.test(value)
}
