/** Token buckets by key (e.g. one per client IP), in bounded memory. */
export type KeyedRateLimiter = {
  /**
   * Takes `count` tokens from `key`'s bucket; false (and nothing taken)
   * when too few are left. A `count` above the burst passes only on a full
   * bucket and leaves it in debt, so the long-run rate holds.
   */
  take(key: string, count: number): boolean
  /** Whether `take(key, count)` would pass now; takes nothing. */
  allows(key: string, count: number): boolean
  /** Keys with a bucket that is not full (the rest cost nothing). */
  size(): number
}

type Bucket = { tokens: number; last: number }

/**
 * `perSecond` tokens refill each second up to `burst`, per key. A full
 * bucket is the same as none, so buckets are swept once the map passes
 * `maxKeys`: full ones are dropped, and if that is not enough the oldest
 * go (a fresh bucket is full, so a dropped key can only gain from it once
 * more than `maxKeys` keys are active at once).
 */
export function createKeyedRateLimiter({
  perSecond,
  burst,
  maxKeys = 100_000,
  now = Date.now,
}: {
  perSecond: number
  burst: number
  maxKeys?: number
  now?: () => number
}): KeyedRateLimiter {
  const buckets = new Map<string, Bucket>()

  function refill(bucket: Bucket, time: number): void {
    bucket.tokens = Math.min(
      burst,
      bucket.tokens + ((time - bucket.last) / 1000) * perSecond,
    )
    bucket.last = time
  }

  function sweep(time: number): void {
    for (const [key, bucket] of buckets) {
      refill(bucket, time)
      if (bucket.tokens >= burst) buckets.delete(key)
    }
    for (const key of buckets.keys()) {
      if (buckets.size <= maxKeys / 2) break
      buckets.delete(key)
    }
  }

  return {
    take(key, count) {
      const time = now()
      let bucket = buckets.get(key)
      if (bucket) refill(bucket, time)
      else {
        if (buckets.size >= maxKeys) sweep(time)
        bucket = { tokens: burst, last: time }
        buckets.set(key, bucket)
      }
      if (bucket.tokens < Math.min(count, burst)) return false
      bucket.tokens -= count
      return true
    },
    allows(key, count) {
      const bucket = buckets.get(key)
      if (!bucket) return true
      refill(bucket, now())
      return bucket.tokens >= Math.min(count, burst)
    },
    size: () => buckets.size,
  }
}
