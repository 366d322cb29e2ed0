import { defineNetwork } from '../defineNetwork.js'
import { ether } from './nativeCurrencies.js'

/** Latch's second local anvil chain, for switch-network flows. */
export const devnet2 = defineNetwork({
  id: 31338,
  chainNamespace: 'eip155',
  name: 'Latch Devnet 2',
  nativeCurrency: ether,
  rpcUrls: { default: { http: ['http://127.0.0.1:8546'] } },
  testnet: true,
})
