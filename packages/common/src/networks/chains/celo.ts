import { evmNetwork } from './networkBuilders.js'

/** Celo mainnet. */
export const celo = evmNetwork({
  id: 42220,
  name: 'Celo',
  rpc: 'https://forno.celo.org',
  explorer: { name: 'Celo Explorer', url: 'https://celoscan.io' },
  nativeCurrency: { name: 'CELO', symbol: 'CELO', decimals: 18 },
})
