import { defineNetwork } from '../defineNetwork.js'

/** Bitcoin testnet3. The RPC URL is an Esplora REST API, not JSON-RPC. */
export const bitcoinTestnet = defineNetwork({
  id: '000000000933ea01ad0ee984209779ba',
  caipNetworkId: 'bip122:000000000933ea01ad0ee984209779ba',
  chainNamespace: 'bip122',
  name: 'Bitcoin Testnet',
  nativeCurrency: { name: 'Bitcoin', symbol: 'BTC', decimals: 8 },
  rpcUrls: { default: { http: ['https://mempool.space/testnet/api'] } },
  blockExplorers: {
    default: { name: 'Mempool', url: 'https://mempool.space/testnet' },
  },
  testnet: true,
})
