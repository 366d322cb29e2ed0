import { embeddedErrors } from '../http/EmbeddedError.js'

/**
 * The optional string fields `keys` of a relay body (each at most
 * `maxLength`), refusing any other type with 400.
 */
export function readRelayFields<K extends string>(
  body: Record<string, unknown>,
  keys: readonly K[],
  maxLength = 1024,
): Partial<Record<K, string>> {
  const fields: Partial<Record<K, string>> = {}
  for (const key of keys) {
    const value = body[key]
    if (value === undefined || value === null) continue
    if (typeof value !== 'string' || value.length > maxLength)
      throw embeddedErrors.badRequest(
        `${key} must be a string of at most ${maxLength} characters`,
      )
    fields[key] = value
  }
  return fields
}
