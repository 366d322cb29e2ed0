import { solanaNetwork } from './networkBuilders.js'

/** Solana devnet. */
export const solanaDevnet = solanaNetwork({
  id: 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
  name: 'Solana Devnet',
  rpc: 'https://api.devnet.solana.com',
  explorer: { name: 'Solscan', url: 'https://solscan.io/?cluster=devnet' },
  testnet: true,
})
