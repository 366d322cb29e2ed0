import { defineNetwork } from '../defineNetwork.js'

/** Celo Alfajores testnet. */
export const celoAlfajores = defineNetwork({
  id: 44787,
  chainNamespace: 'eip155',
  name: 'Alfajores',
  nativeCurrency: { name: 'CELO', symbol: 'A-CELO', decimals: 18 },
  rpcUrls: { default: { http: ['https://alfajores-forno.celo-testnet.org'] } },
  blockExplorers: {
    default: {
      name: 'Celo Explorer',
      url: 'https://celo-alfajores.blockscout.com',
    },
  },
  testnet: true,
})
