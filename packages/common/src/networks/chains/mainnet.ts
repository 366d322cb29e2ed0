import { evmNetwork } from './networkBuilders.js'

/** Ethereum mainnet. */
export const mainnet = evmNetwork({
  id: 1,
  name: 'Ethereum',
  rpc: 'https://eth.merkle.io',
  explorer: { name: 'Etherscan', url: 'https://etherscan.io' },
})
