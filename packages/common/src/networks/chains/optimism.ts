import { defineNetwork } from '../defineNetwork.js'
import { ether } from './nativeCurrencies.js'

/** OP Mainnet. */
export const optimism = defineNetwork({
  id: 10,
  chainNamespace: 'eip155',
  name: 'OP Mainnet',
  nativeCurrency: ether,
  rpcUrls: { default: { http: ['https://mainnet.optimism.io'] } },
  blockExplorers: {
    default: {
      name: 'Optimism Explorer',
      url: 'https://optimistic.etherscan.io',
    },
  },
})
