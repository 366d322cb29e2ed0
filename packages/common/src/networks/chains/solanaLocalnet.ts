import { solanaNetwork } from './networkBuilders.js'

/**
 * Latch's local Solana chain (`npm start`, `@latch/devnet`): LiteSVM behind
 * the Solana JSON-RPC on port 8899. Its genesis hash is
 * base58(sha256('latch-solana-localnet')); the CAIP-2 reference is its first
 * 32 characters. Its explorer is Solana Explorer's custom cluster, which
 * reads this RPC from the visitor's browser (`customUrl`; an app that
 * moves the RPC moves it too).
 */
export const solanaLocalnet = solanaNetwork({
  id: 'B3a6eJyjz4Nhac9rNdEn8s1tXP2C949m',
  name: 'Solana Local',
  rpc: 'http://127.0.0.1:8899',
  explorer: {
    name: 'Solana Explorer',
    url: 'https://explorer.solana.com/?cluster=custom&customUrl=http%3A%2F%2F127.0.0.1%3A8899',
  },
  testnet: true,
})
