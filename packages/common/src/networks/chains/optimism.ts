import { evmNetwork } from './networkBuilders.js'

/** OP Mainnet. */
export const optimism = evmNetwork({
  id: 10,
  name: 'OP Mainnet',
  rpc: 'https://mainnet.optimism.io',
  explorer: {
    name: 'Optimism Explorer',
    url: 'https://optimistic.etherscan.io',
  },
})
