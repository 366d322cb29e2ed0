import { STORAGE_VERSION } from '@latch/common'
import { type StorageItems, storageGuards } from './storageItems.js'
import type { BaseStorage } from './types.js'

/** Typed, versioned access to the items Latch keeps in browser storage. */
export type LatchStorage = {
  readonly key: string
  getItem<K extends keyof StorageItems>(key: K): StorageItems[K] | undefined
  setItem<K extends keyof StorageItems>(key: K, value: StorageItems[K]): void
  removeItem(key: keyof StorageItems): void
}

export type CreateStorageParameters = {
  storage: BaseStorage
  /** Prefix of every key; two configs on one page should differ. @default 'latch' */
  key?: string | undefined
}

/**
 * Wraps a platform storage: keys are prefixed and versioned
 * (`latch.v1.recentWallets`), values are JSON, and anything corrupt, foreign
 * or of the wrong shape reads as absent and is removed. Storage that throws
 * (quota, privacy mode) never breaks the caller.
 * https://latch.dev/docs/core/storage
 */
export function createStorage(
  parameters: CreateStorageParameters,
): LatchStorage {
  const { storage, key: prefix = 'latch' } = parameters
  const fullKey = (key: string) => `${prefix}.v${STORAGE_VERSION}.${key}`

  return {
    key: prefix,
    getItem(key) {
      let raw: string | null
      try {
        raw = storage.getItem(fullKey(key))
      } catch {
        return undefined
      }
      if (raw === null) return undefined
      try {
        const value: unknown = JSON.parse(raw)
        if (storageGuards[key](value)) return value
      } catch {}
      try {
        storage.removeItem(fullKey(key))
      } catch {}
      return undefined
    },
    setItem(key, value) {
      try {
        storage.setItem(fullKey(key), JSON.stringify(value))
      } catch {}
    },
    removeItem(key) {
      try {
        storage.removeItem(fullKey(key))
      } catch {}
    },
  }
}
