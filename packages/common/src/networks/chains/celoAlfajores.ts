import { evmNetwork } from './networkBuilders.js'

/** Celo Alfajores testnet. */
export const celoAlfajores = evmNetwork({
  id: 44787,
  name: 'Alfajores',
  rpc: 'https://alfajores-forno.celo-testnet.org',
  explorer: {
    name: 'Celo Explorer',
    url: 'https://celo-alfajores.blockscout.com',
  },
  nativeCurrency: { name: 'CELO', symbol: 'A-CELO', decimals: 18 },
  testnet: true,
})
