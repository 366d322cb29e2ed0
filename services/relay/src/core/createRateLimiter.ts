export type RateLimiter = {
  /** Takes `count` tokens; false (and nothing taken) when too few are left. */
  take(count?: number): boolean
}

/**
 * Token bucket: `perSecond` tokens refill each second up to `burst`.
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
      if (tokens < count) return false
      tokens -= count
      return true
    },
  }
}
