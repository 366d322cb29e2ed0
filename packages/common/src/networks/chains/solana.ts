import { solanaNetwork } from './networkBuilders.js'

/** Solana mainnet-beta. */
export const solana = solanaNetwork({
  id: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  name: 'Solana',
  rpc: 'https://api.mainnet-beta.solana.com',
  explorer: { name: 'Solscan', url: 'https://solscan.io' },
})
