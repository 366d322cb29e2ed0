// The limits the abuse suite starts latch-api with (env, as documented in
// services/api/README.md) and the peak-RSS bound the README documents for
// them.

const MiB = 1024 * 1024

/**
 * @typedef {object} ApiAbuseLimits
 * @property {Record<string, string>} env environment for latch-api
 * @property {number} rssBoundBytes the peak RSS the API documents for these limits
 */

/**
 * @param {'test' | 'bench'} scale
 * @param {'pglite' | 'postgres'} mode
 * @returns {ApiAbuseLimits}
 */
export function apiAbuseLimits(_scale, mode) {
  return {
    env: {},
    // PGlite runs inside the API process, PostgreSQL does not.
    rssBoundBytes: (mode === 'pglite' ? 512 : 256) * MiB,
  }
}
