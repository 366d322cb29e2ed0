import { bitcoinNetwork } from './networkBuilders.js'

/** Bitcoin testnet3. The RPC URL is an Esplora REST API, not JSON-RPC. */
export const bitcoinTestnet = bitcoinNetwork({
  id: '000000000933ea01ad0ee984209779ba',
  name: 'Bitcoin Testnet',
  rpc: 'https://mempool.space/testnet/api',
  explorer: { name: 'Mempool', url: 'https://mempool.space/testnet' },
  testnet: true,
})
