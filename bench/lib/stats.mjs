// Small statistics helpers shared by the bench sections.

/** Median of numbers (undefined for an empty list). */
export const median = (xs) => percentile(xs, 50)

/** Nearest-rank percentile `p` (0–100) of numbers. */
export function percentile(xs, p) {
  if (xs.length === 0) return undefined
  const s = Float64Array.from(xs).sort()
  if (p === 50 && s.length % 2 === 0)
    return (s[s.length / 2 - 1] + s[s.length / 2]) / 2
  return nearestRank(s, p)
}

/**
 * Nearest-rank percentile `p` (0–100) of numbers sorted ascending, with no
 * averaging at the median (the child harnesses' p50 / p99).
 */
export function nearestRank(sorted, p) {
  const rank = Math.ceil((p / 100) * sorted.length)
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank - 1))]
}

export const kb = (n) => (n === undefined ? '—' : `${(n / 1000).toFixed(1)} KB`)
export const ms = (n) => (n === undefined ? '—' : `${n.toFixed(1)} ms`)
export const pct = (n) => (n === undefined ? '—' : `${(n * 100).toFixed(1)} %`)
export const int = (n) =>
  n === undefined ? '—' : Math.round(n).toLocaleString('en-US')

/** Resolves after `ms` milliseconds. */
export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))

/** Races `promise` against a timeout that rejects with `label`. */
export function withTimeout(promise, ms, label) {
  let timer
  const timeout = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${label}: over ${ms} ms`)), ms)
  })
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer))
}
