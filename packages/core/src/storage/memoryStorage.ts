import type { BaseStorage } from './types.js'

/** Storage kept in memory: for tests, and where nothing may persist. */
export function memoryStorage(): BaseStorage {
  const map = new Map<string, string>()
  return {
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => {
      map.set(key, String(value))
    },
    removeItem: (key) => {
      map.delete(key)
    },
  }
}
