/** biome-ignore-all lint/performance/noReExportAll: the public entry, one re-export per area */
/** biome-ignore-all assist/source/organizeImports: the order is the bundle's (below) */
// @latch/core: the package's public API, by area (exports/areas/*.ts). The
// name set is pinned by index.test.ts's snapshot.
//
// Not in alphabetical order, on purpose: the bundler lays the modules out
// in the order it meets them from here, and gzip depends on that layout.
// In this order the host page's first load and its JS before the first
// click (scripts/size-check.mjs) come out a little smaller than with the
// one-file barrel this replaced; alphabetical costs about 40 B on each.

export * from './areas/embedded.js'
export * from './areas/storage.js'
export * from './areas/modal.js'
export * from './areas/connection.js'
export * from './areas/onramp.js'
export * from './areas/config.js'
export * from './areas/types.js'
export * from './areas/accountData.js'
export * from './areas/walletCalls.js'
export * from './areas/siwx.js'
export * from './areas/api.js'
export * from './areas/swap.js'
export * from './areas/send.js'
