import { badRequest } from '../errors/ApiError.js'
import {
  type ProjectFeatures,
  projectFeatureNames,
  type SocialProvider,
  socialProviders,
} from './ProjectFeatures.js'

/**
 * Checks a `features` patch from the admin API or the CLI: an object with
 * some of {@link projectFeatureNames}, each a boolean; `socials` may also
 * be a list of providers (`true` = all of them, `false` = none). Throws a
 * 400 `ApiError` naming the bad key. Returns the normalised patch.
 *
 * @example
 * parseProjectFeatures({ swaps: true, socials: ['google'] })
 */
export function parseProjectFeatures(value: unknown): Partial<ProjectFeatures> {
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw badRequest(
      `features must be an object with some of ${projectFeatureNames.join(', ')}`,
    )
  const patch: Partial<ProjectFeatures> = {}
  for (const [key, setting] of Object.entries(value)) {
    if (!projectFeatureNames.includes(key as 'swaps'))
      throw badRequest(
        `Unknown feature '${key.slice(0, 64)}': expected one of ${projectFeatureNames.join(', ')}`,
      )
    if (key === 'socials') {
      patch.socials = parseSocials(setting)
      continue
    }
    if (typeof setting !== 'boolean')
      throw badRequest(`features.${key} must be a boolean`)
    patch[key as Exclude<keyof ProjectFeatures, 'socials'>] = setting
  }
  return patch
}

function parseSocials(setting: unknown): SocialProvider[] {
  if (setting === true) return [...socialProviders]
  if (setting === false) return []
  if (
    !Array.isArray(setting) ||
    setting.length > socialProviders.length ||
    !setting.every((s) => socialProviders.includes(s as 'google'))
  )
    throw badRequest(
      `features.socials must be a boolean or a list of ${socialProviders.join(', ')}`,
    )
  return [...new Set(setting as SocialProvider[])]
}
