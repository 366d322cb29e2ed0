import { evmNetwork } from './networkBuilders.js'

/** Arbitrum One. */
export const arbitrum = evmNetwork({
  id: 42161,
  name: 'Arbitrum One',
  rpc: 'https://arb1.arbitrum.io/rpc',
  explorer: { name: 'Arbiscan', url: 'https://arbiscan.io' },
})
