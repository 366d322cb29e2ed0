import { defineNetwork } from '../defineNetwork.js'
import { ether } from './nativeCurrencies.js'

/** Ethereum mainnet. */
export const mainnet = defineNetwork({
  id: 1,
  chainNamespace: 'eip155',
  name: 'Ethereum',
  nativeCurrency: ether,
  rpcUrls: { default: { http: ['https://eth.merkle.io'] } },
  blockExplorers: {
    default: { name: 'Etherscan', url: 'https://etherscan.io' },
  },
})
