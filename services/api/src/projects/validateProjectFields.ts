import { badRequest } from '../errors/ApiError.js'
import type { ProjectFeatures } from './ProjectFeatures.js'
import { parseOriginPattern } from './parseOriginPattern.js'
import { parseProjectFeatures } from './parseProjectFeatures.js'

/** Letters, digits, `-` and `_`, 1–64 characters. */
export const projectIdPattern = /^[A-Za-z0-9_-]{1,64}$/

/** Fields a caller may set on a project; each checked when present. */
export type ProjectFields = {
  id?: unknown
  name?: unknown
  allowedOrigins?: unknown
  analyticsEnabled?: unknown
  features?: unknown
}

/** Checked project fields. */
export type ValidProjectFields = {
  id?: string
  name?: string
  allowedOrigins?: string[]
  analyticsEnabled?: boolean
  /** Only the features given. */
  features?: Partial<ProjectFeatures>
}

/**
 * Checks project fields from an admin request or the CLI; throws a 400
 * `ApiError` naming the first bad field. Origin patterns are normalised
 * (trimmed, lowercased).
 */
export function validateProjectFields(
  fields: ProjectFields,
): ValidProjectFields {
  const valid: ValidProjectFields = {}
  if (fields.id !== undefined) {
    if (typeof fields.id !== 'string' || !projectIdPattern.test(fields.id))
      throw badRequest(
        'id must be 1-64 letters, digits, hyphens or underscores',
      )
    valid.id = fields.id
  }
  if (fields.name !== undefined) {
    if (
      typeof fields.name !== 'string' ||
      fields.name.trim().length === 0 ||
      fields.name.length > 200 ||
      hasControlCharacters(fields.name)
    )
      throw badRequest(
        'name must be a non-empty string of at most 200 characters',
      )
    valid.name = fields.name.trim()
  }
  if (fields.allowedOrigins !== undefined) {
    if (
      !Array.isArray(fields.allowedOrigins) ||
      fields.allowedOrigins.length > 100 ||
      !fields.allowedOrigins.every((o) => typeof o === 'string')
    )
      throw badRequest('allowedOrigins must be an array of at most 100 strings')
    for (const pattern of fields.allowedOrigins as string[])
      parseOriginPattern(pattern)
    valid.allowedOrigins = [
      ...new Set(
        (fields.allowedOrigins as string[]).map((o) => o.trim().toLowerCase()),
      ),
    ]
  }
  if (fields.analyticsEnabled !== undefined) {
    if (typeof fields.analyticsEnabled !== 'boolean')
      throw badRequest('analyticsEnabled must be a boolean')
    valid.analyticsEnabled = fields.analyticsEnabled
  }
  if (fields.features !== undefined)
    valid.features = parseProjectFeatures(fields.features)
  return valid
}

/** C0 controls and DEL, which have no place in names or ids. */
export function hasControlCharacters(text: string): boolean {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: that is the point
  return /[\u0000-\u001f\u007f]/.test(text)
}
