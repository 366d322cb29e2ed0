import { evmNetwork } from './networkBuilders.js'

/** Polygon PoS mainnet (native token POL). */
export const polygon = evmNetwork({
  id: 137,
  name: 'Polygon',
  rpc: 'https://polygon-rpc.com',
  explorer: { name: 'PolygonScan', url: 'https://polygonscan.com' },
  nativeCurrency: { name: 'POL', symbol: 'POL', decimals: 18 },
})
