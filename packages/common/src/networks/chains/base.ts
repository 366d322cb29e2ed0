import { evmNetwork } from './networkBuilders.js'

/** Base mainnet. */
export const base = evmNetwork({
  id: 8453,
  name: 'Base',
  rpc: 'https://mainnet.base.org',
  explorer: { name: 'Basescan', url: 'https://basescan.org' },
})
