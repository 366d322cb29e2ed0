import type { DevWalletStorage } from './types.js'

/**
 * Where the dev wallets keep their state when given no storage: the page's
 * localStorage (so a reload stays connected), else — in Node, or where
 * reading localStorage throws — a Map for this instance.
 */
export function defaultStorage(): DevWalletStorage {
  try {
    if (globalThis.localStorage) return globalThis.localStorage
  } catch {}
  const map = new Map<string, string>()
  return {
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, value),
    removeItem: (key) => void map.delete(key),
  }
}
