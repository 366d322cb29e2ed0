export type RateLimiter = {
  /**
   * Takes `count` tokens; false (and nothing taken) when too few are left.
   * A `count` above the burst passes when the bucket is full and leaves it
   * in debt (negative), so the long-run rate stays `perSecond`.
   */
  take(count?: number): boolean
}

/**
 * Token bucket: `perSecond` tokens refill each second up to `burst`. A call
 * larger than the burst (a full batch) is not refused forever: it needs a
 * full bucket and is paid back before the next call passes.
 * `now` is injectable so tests need no timers.
 */
export function createRateLimiter({
  perSecond,
  burst = perSecond * 2,
  now = Date.now,
}: {
  perSecond: number
  burst?: number
  now?: () => number
}): RateLimiter {
  let tokens = burst
  let last = now()
  return {
    take(count = 1) {
      const time = now()
      tokens = Math.min(burst, tokens + ((time - last) / 1000) * perSecond)
      last = time
      if (tokens < Math.min(count, burst)) return false
      tokens -= count
      return true
    },
  }
}
