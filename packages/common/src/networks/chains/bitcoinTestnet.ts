import { defineNetwork } from '../defineNetwork.js'
import { btc } from './nativeCurrencies.js'

/** Bitcoin testnet3. The RPC URL is an Esplora REST API, not JSON-RPC. */
export const bitcoinTestnet = defineNetwork({
  id: '000000000933ea01ad0ee984209779ba',
  chainNamespace: 'bip122',
  name: 'Bitcoin Testnet',
  nativeCurrency: btc,
  rpcUrls: { default: { http: ['https://mempool.space/testnet/api'] } },
  blockExplorers: {
    default: { name: 'Mempool', url: 'https://mempool.space/testnet' },
  },
  testnet: true,
})
