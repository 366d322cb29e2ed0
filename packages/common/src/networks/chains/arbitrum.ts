import { defineNetwork } from '../defineNetwork.js'
import { ether } from './nativeCurrencies.js'

/** Arbitrum One. */
export const arbitrum = defineNetwork({
  id: 42161,
  chainNamespace: 'eip155',
  name: 'Arbitrum One',
  nativeCurrency: ether,
  rpcUrls: { default: { http: ['https://arb1.arbitrum.io/rpc'] } },
  blockExplorers: { default: { name: 'Arbiscan', url: 'https://arbiscan.io' } },
})
