/**
 * Remembers recently deleted keys so late messages for them can be told
 * apart from unknown ones. At `limit` entries the oldest half is evicted.
 */
export function createRecentlyDeleted(limit: number) {
  const keys = new Set<string>()
  return {
    add(key: string) {
      if (keys.size >= limit) {
        let evict = Math.floor(limit / 2)
        for (const old of keys) {
          if (evict-- <= 0) break
          keys.delete(old)
        }
      }
      keys.add(key)
    },
    has: (key: string) => keys.has(key),
  }
}
