// @latch/wagmi: Latch's modal and connectors as one wagmi connector.
export type { LatchEip1193Provider } from '../internal/createLatchEip1193.js'
export { type LatchParameters, latch } from '../latch.js'
export { type LatchWallet, latchWallet } from '../latchWallet.js'
