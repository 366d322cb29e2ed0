import type { KeyValueStorage } from './types.js'

/**
 * In-memory {@link KeyValueStorage}; the default when none is given.
 *
 * @example
 * const storage = createMemoryStorage()
 */
export function createMemoryStorage(): KeyValueStorage {
  const items = new Map<string, string>()
  return {
    getItem: async (key) => items.get(key),
    setItem: async (key, value) => {
      items.set(key, value)
    },
    removeItem: async (key) => {
      items.delete(key)
    },
    getKeys: async () => [...items.keys()],
  }
}
