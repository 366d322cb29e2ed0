import {
  type ProjectFeatures,
  projectFeatureNames,
} from '../projects/ProjectFeatures.js'

/**
 * One line for `latch-api projects features`, e.g.
 * `swaps=off onramp=off email=off socials=google,x history=on multiWallet=off`.
 */
export function formatProjectFeatures(features: ProjectFeatures): string {
  return projectFeatureNames
    .map((name) => {
      const value = features[name]
      const text = Array.isArray(value)
        ? value.join(',') || 'off'
        : value
          ? 'on'
          : 'off'
      return `${name}=${text}`
    })
    .join(' ')
}
