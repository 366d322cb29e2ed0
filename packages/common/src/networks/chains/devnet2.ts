import { defineNetwork } from '../defineNetwork.js'

/** Latch's second local anvil chain, for switch-network flows. */
export const devnet2 = defineNetwork({
  id: 31338,
  caipNetworkId: 'eip155:31338',
  chainNamespace: 'eip155',
  name: 'Latch Devnet 2',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8546'] } },
  testnet: true,
})
