/**
 * A per-key cooldown: `take(key)` answers 0 and starts the key's cooldown,
 * or the milliseconds left while it runs. At most `maxKeys` cooldowns are
 * kept (the oldest one is dropped first), so memory stays bounded.
 */
export function createRateLimit({
  cooldownMs,
  maxKeys = 10_000,
  now = Date.now,
}: {
  cooldownMs: number
  maxKeys?: number
  now?: () => number
}) {
  const until = new Map<string, number>()
  return {
    take(key: string): number {
      const time = now()
      const end = until.get(key)
      if (end !== undefined && end > time) return end - time
      until.delete(key)
      if (until.size >= maxKeys) {
        const oldest = until.keys().next().value
        if (oldest !== undefined) until.delete(oldest)
      }
      until.set(key, time + cooldownMs)
      return 0
    },
    /** Ends the key's cooldown (e.g. when its request failed). */
    release(key: string) {
      until.delete(key)
    },
  }
}
