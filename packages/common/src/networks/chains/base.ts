import { defineNetwork } from '../defineNetwork.js'
import { ether } from './nativeCurrencies.js'

/** Base mainnet. */
export const base = defineNetwork({
  id: 8453,
  chainNamespace: 'eip155',
  name: 'Base',
  nativeCurrency: ether,
  rpcUrls: { default: { http: ['https://mainnet.base.org'] } },
  blockExplorers: {
    default: { name: 'Basescan', url: 'https://basescan.org' },
  },
})
