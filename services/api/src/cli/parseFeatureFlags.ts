import type { ProjectFeatures } from '../projects/ProjectFeatures.js'
import { parseProjectFeatures } from '../projects/parseProjectFeatures.js'

export type FeatureFlags = {
  /** `--enable NAME` values; each may be a comma-separated list. */
  enable?: readonly string[] | undefined
  /** `--disable NAME` values. */
  disable?: readonly string[] | undefined
}

const names = (values: readonly string[] | undefined) =>
  (values ?? []).flatMap((v) => v.split(',').map((name) => name.trim()))

/**
 * The features patch of `--enable swaps --disable onramp,email`
 * (`--enable socials` offers every provider), or `undefined` without
 * flags. Unknown names and a feature both enabled and disabled throw.
 */
export function parseFeatureFlags({
  enable,
  disable,
}: FeatureFlags): Partial<ProjectFeatures> | undefined {
  const on = names(enable).filter(Boolean)
  const off = names(disable).filter(Boolean)
  if (on.length === 0 && off.length === 0) return undefined
  const both = on.find((name) => off.includes(name))
  if (both !== undefined)
    throw new TypeError(`--enable and --disable both name ${both}`)
  return parseProjectFeatures(
    Object.fromEntries([
      ...on.map((name) => [name, true]),
      ...off.map((name) => [name, false]),
    ]),
  )
}
