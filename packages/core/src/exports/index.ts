/** biome-ignore-all lint/performance/noReExportAll: the public entry, one re-export per area */
// @latch/core: the package's public API, by area (exports/areas/*.ts). The
// name set is pinned by index.test.ts's snapshot.

export * from './areas/accountData.js'
export * from './areas/api.js'
export * from './areas/config.js'
export * from './areas/connection.js'
export * from './areas/embedded.js'
export * from './areas/modal.js'
export * from './areas/onramp.js'
export * from './areas/send.js'
export * from './areas/siwx.js'
export * from './areas/storage.js'
export * from './areas/swap.js'
export * from './areas/types.js'
export * from './areas/walletCalls.js'
