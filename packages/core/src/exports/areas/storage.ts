// @latch/core, storage: where a config keeps what it remembers.

export {
  type CookieStorageParameters,
  cookieStorage,
} from '../../storage/cookieStorage.js'
export {
  type CreateStorageParameters,
  createStorage,
  type LatchStorage,
} from '../../storage/createStorage.js'
export { getDefaultStorage } from '../../storage/getDefaultStorage.js'
export { memoryStorage } from '../../storage/memoryStorage.js'
export { noopStorage } from '../../storage/noopStorage.js'
export type {
  RecentWallet,
  StorageItems,
  StoredConnection,
} from '../../storage/storageItems.js'
export type { BaseStorage } from '../../storage/types.js'
