import { memoryStorage } from './memoryStorage.js'
import type { BaseStorage } from './types.js'

/**
 * `localStorage` when the page may use it (it throws in some private modes
 * and sandboxed frames), memory otherwise.
 */
export function getDefaultStorage(): BaseStorage {
  try {
    const storage = globalThis.localStorage
    const probe = '__latch_probe__'
    storage.setItem(probe, probe)
    storage.removeItem(probe)
    return storage
  } catch {
    return memoryStorage()
  }
}
