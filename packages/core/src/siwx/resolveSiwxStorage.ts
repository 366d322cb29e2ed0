import { createStorage, type LatchStorage } from '../storage/createStorage.js'
import { getDefaultStorage } from '../storage/getDefaultStorage.js'
import type { BaseStorage } from '../storage/types.js'

/**
 * Where a sign-in implementation keeps its data: its own `storage` (with
 * its `storageKey`) when given one, else createConfig's, else localStorage.
 */
export function resolveSiwxStorage(
  parameters: {
    storage?: BaseStorage | undefined
    storageKey?: string | undefined
  },
  configStorage: LatchStorage | undefined,
): LatchStorage {
  return parameters.storage || !configStorage
    ? createStorage({
        storage: parameters.storage ?? getDefaultStorage(),
        key: parameters.storageKey,
      })
    : configStorage
}
