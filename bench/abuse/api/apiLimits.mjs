// The limits the abuse suite starts latch-api with (env names as in
// services/api/README.md, "Limits") and the peak-RSS bound that README
// documents for them ("Memory bound"): a base per mode plus the request
// bodies being read, counted twice, plus one admin body.

const MiB = 1024 * 1024

/** Fixed part of the bound: the process with nothing in flight. */
const BASE_BYTES = { pglite: 448 * MiB, postgres: 256 * MiB }

const limits = {
  test: {
    LATCH_API_MAX_BODY_BYTES: MiB,
    LATCH_API_MAX_ADMIN_BODY_BYTES: 8 * MiB,
    LATCH_API_MAX_CONCURRENT_BODIES: 16,
    // Small, so that A2 reaches the stored-events quota in seconds.
    LATCH_API_ANALYTICS_MAX_EVENTS_PER_DAY: 50,
    LATCH_API_NAMES_PER_ADDRESS: 5,
  },
  bench: {
    LATCH_API_MAX_BODY_BYTES: MiB,
    LATCH_API_MAX_ADMIN_BODY_BYTES: 8 * MiB,
    LATCH_API_MAX_CONCURRENT_BODIES: 64,
    LATCH_API_ANALYTICS_MAX_EVENTS_PER_DAY: 400,
    LATCH_API_NAMES_PER_ADDRESS: 5,
  },
}

/**
 * @typedef {object} ApiAbuseLimits
 * @property {Record<string, string>} env environment for latch-api
 * @property {number} rssBoundBytes the peak RSS bound for these limits
 */

/**
 * The peak RSS bound of latch-api for `env` values in `mode`.
 * @param {Record<string, number>} values
 * @param {'pglite' | 'postgres'} mode
 */
function apiRssBound(values, mode) {
  return (
    BASE_BYTES[mode] +
    2 *
      values.LATCH_API_MAX_CONCURRENT_BODIES *
      values.LATCH_API_MAX_BODY_BYTES +
    values.LATCH_API_MAX_ADMIN_BODY_BYTES
  )
}

/**
 * @param {'test' | 'bench'} scale
 * @param {'pglite' | 'postgres'} mode
 * @returns {ApiAbuseLimits}
 */
export function apiAbuseLimits(scale, mode) {
  const values = limits[scale]
  return {
    env: Object.fromEntries(
      Object.entries(values).map(([k, v]) => [k, String(v)]),
    ),
    rssBoundBytes: apiRssBound(values, mode),
  }
}
