export type CreateAdminLockoutParameters = {
  /** Failures within `windowMs` that lock an address out. */
  maxFailures: number
  windowMs: number
  lockoutMs: number
  /** Addresses tracked at once; the oldest is forgotten first. @default 10_000 */
  maxTracked?: number | undefined
}

/** Per-address failure counts of the admin token check. */
export type AdminLockout = {
  /** Milliseconds the address is still locked out for; 0 when it is not. */
  lockedFor(address: string, now?: number): number
  /** Records a failed attempt; true when it locks the address out. */
  fail(address: string, now?: number): boolean
}

type Entry = { failures: number; windowStart: number; lockedUntil: number }

/**
 * The state behind the admin lockout: per client address, failed attempts
 * are counted in a fixed window of `windowMs`; the `maxFailures`-th locks
 * the address out for `lockoutMs`. Successful attempts are not recorded.
 * At most `maxTracked` addresses are kept (in memory, per process).
 *
 * @example
 * const lockout = createAdminLockout({ maxFailures: 10, windowMs: 600_000, lockoutMs: 900_000 })
 */
export function createAdminLockout({
  maxFailures,
  windowMs,
  lockoutMs,
  maxTracked = 10_000,
}: CreateAdminLockoutParameters): AdminLockout {
  const entries = new Map<string, Entry>()
  const current = (address: string, now: number) => {
    const entry = entries.get(address)
    if (
      entry &&
      entry.lockedUntil <= now &&
      entry.windowStart + windowMs <= now
    ) {
      entries.delete(address)
      return undefined
    }
    return entry
  }
  return {
    lockedFor(address, now = Date.now()) {
      const entry = current(address, now)
      return entry && entry.lockedUntil > now ? entry.lockedUntil - now : 0
    },
    fail(address, now = Date.now()) {
      let entry = current(address, now)
      if (!entry || entry.windowStart + windowMs <= now) {
        entry = { failures: 0, windowStart: now, lockedUntil: 0 }
        entries.delete(address)
        entries.set(address, entry)
        while (entries.size > maxTracked) {
          const oldest = entries.keys().next().value as string
          entries.delete(oldest)
        }
      }
      entry.failures++
      if (entry.failures < maxFailures) return false
      // Locked out; counting starts afresh when the lockout ends.
      entry.lockedUntil = now + lockoutMs
      entry.windowStart = entry.lockedUntil
      entry.failures = 0
      return true
    },
  }
}
