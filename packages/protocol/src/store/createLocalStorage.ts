import type { KeyValueStorage } from './types.js'

type WebStorage = Pick<
  Storage,
  'getItem' | 'setItem' | 'removeItem' | 'key' | 'length'
>

/**
 * {@link KeyValueStorage} over the browser's `localStorage` (or any Web
 * Storage object passed in).
 *
 * @example
 * createSignClient({ …, storage: createLocalStorage() })
 */
export function createLocalStorage(
  webStorage: WebStorage = globalThis.localStorage,
): KeyValueStorage {
  return {
    getItem: async (key) => webStorage.getItem(key),
    setItem: async (key, value) => webStorage.setItem(key, value),
    removeItem: async (key) => webStorage.removeItem(key),
    getKeys: async () => {
      const keys: string[] = []
      for (let index = 0; index < webStorage.length; index++) {
        const key = webStorage.key(index)
        if (key !== null) keys.push(key)
      }
      return keys
    },
  }
}
