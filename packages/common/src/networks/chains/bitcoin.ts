import { bitcoinNetwork } from './networkBuilders.js'

/** Bitcoin mainnet. The RPC URL is an Esplora REST API, not JSON-RPC:
 * Bitcoin has no common public JSON-RPC endpoint. */
export const bitcoin = bitcoinNetwork({
  id: '000000000019d6689c085ae165831e93',
  name: 'Bitcoin',
  rpc: 'https://mempool.space/api',
  explorer: { name: 'Mempool', url: 'https://mempool.space' },
})
