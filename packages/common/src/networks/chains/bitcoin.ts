import { defineNetwork } from '../defineNetwork.js'
import { btc } from './nativeCurrencies.js'

/** Bitcoin mainnet. The RPC URL is an Esplora REST API, not JSON-RPC:
 * Bitcoin has no common public JSON-RPC endpoint. */
export const bitcoin = defineNetwork({
  id: '000000000019d6689c085ae165831e93',
  chainNamespace: 'bip122',
  name: 'Bitcoin',
  nativeCurrency: btc,
  rpcUrls: { default: { http: ['https://mempool.space/api'] } },
  blockExplorers: {
    default: { name: 'Mempool', url: 'https://mempool.space' },
  },
})
