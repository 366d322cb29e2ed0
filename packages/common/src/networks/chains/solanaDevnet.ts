import { defineNetwork } from '../defineNetwork.js'
import { sol } from './nativeCurrencies.js'

/** Solana devnet. */
export const solanaDevnet = defineNetwork({
  id: 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
  chainNamespace: 'solana',
  name: 'Solana Devnet',
  nativeCurrency: sol,
  rpcUrls: { default: { http: ['https://api.devnet.solana.com'] } },
  blockExplorers: {
    default: { name: 'Solscan', url: 'https://solscan.io/?cluster=devnet' },
  },
  testnet: true,
})
