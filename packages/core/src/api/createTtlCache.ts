export type TtlCache<T> = {
  /** The value stored under `key`, unless it is older than the TTL. */
  get(key: string): T | undefined
  set(key: string, value: T): void
  delete(key: string): void
  clear(): void
  /**
   * The cached value, or the result of `load` (stored when it resolves).
   * Concurrent calls for one key share a single `load`.
   */
  fetch(key: string, load: () => Promise<T>): Promise<T>
}

/**
 * A small time-to-live cache. Made per config (SPEC §9 lifetimes), never
 * shared between configs.
 */
export function createTtlCache<T>(
  ttlMs: number,
  now: () => number = Date.now,
): TtlCache<T> {
  const entries = new Map<string, { value: T; at: number }>()
  const pending = new Map<string, Promise<T>>()
  const cache: TtlCache<T> = {
    get(key) {
      const entry = entries.get(key)
      if (!entry) return undefined
      if (now() - entry.at < ttlMs) return entry.value
      entries.delete(key)
      return undefined
    },
    set(key, value) {
      entries.set(key, { value, at: now() })
    },
    delete(key) {
      entries.delete(key)
      pending.delete(key)
    },
    clear() {
      entries.clear()
      pending.clear()
    },
    fetch(key, load) {
      const hit = cache.get(key)
      if (hit !== undefined) return Promise.resolve(hit)
      const running = pending.get(key)
      if (running) return running
      const promise = load().then(
        (value) => {
          if (pending.get(key) === promise) {
            pending.delete(key)
            cache.set(key, value)
          }
          return value
        },
        (error: unknown) => {
          if (pending.get(key) === promise) pending.delete(key)
          throw error
        },
      )
      pending.set(key, promise)
      return promise
    },
  }
  return cache
}
