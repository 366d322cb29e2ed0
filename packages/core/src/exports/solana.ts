// @latch/core/solana: Solana (Wallet Standard) wallets for createConfig's
// `adapters`. A separate entry so EVM-only pages never load it.

export { solanaAdapter } from '../solana/solanaAdapter.js'
