import { createSlots, type Slots } from './createSlots.js'

/** At most a few works in flight per key, the rest queued per key. */
export type KeyedSlots = {
  /** Runs `work` once `key` has a free slot; frees it when it settles. */
  run<T>(key: string, work: () => Promise<T> | T): Promise<T>
}

/**
 * `createSlots` per key (the relay keys by client IP): one address holds at
 * most `perKey` works in flight (on Redis: that many commands queued ahead
 * of everyone else's, or that many of the node's fetch slots), however
 * many it sends; the rest wait in its own line, first come first served.
 */
export function createKeyedSlots(perKey: number): KeyedSlots {
  const lines = new Map<string, { slots: Slots; users: number }>()
  return {
    async run(key, work) {
      let line = lines.get(key)
      if (!line) {
        line = { slots: createSlots(perKey), users: 0 }
        lines.set(key, line)
      }
      line.users++
      try {
        return await line.slots.run(async () => work())
      } finally {
        if (--line.users === 0) lines.delete(key)
      }
    },
  }
}
