import { defineNetwork } from '../defineNetwork.js'

/** Base mainnet. */
export const base = defineNetwork({
  id: 8453,
  caipNetworkId: 'eip155:8453',
  chainNamespace: 'eip155',
  name: 'Base',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['https://mainnet.base.org'] } },
  blockExplorers: {
    default: { name: 'Basescan', url: 'https://basescan.org' },
  },
})
