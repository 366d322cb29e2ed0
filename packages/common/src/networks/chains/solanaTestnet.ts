import { solanaNetwork } from './networkBuilders.js'

/** Solana testnet. */
export const solanaTestnet = solanaNetwork({
  id: '4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z',
  name: 'Solana Testnet',
  rpc: 'https://api.testnet.solana.com',
  explorer: { name: 'Solscan', url: 'https://solscan.io/?cluster=testnet' },
  testnet: true,
})
