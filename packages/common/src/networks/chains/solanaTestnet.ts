import { defineNetwork } from '../defineNetwork.js'
import { sol } from './nativeCurrencies.js'

/** Solana testnet. */
export const solanaTestnet = defineNetwork({
  id: '4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z',
  chainNamespace: 'solana',
  name: 'Solana Testnet',
  nativeCurrency: sol,
  rpcUrls: { default: { http: ['https://api.testnet.solana.com'] } },
  blockExplorers: {
    default: { name: 'Solscan', url: 'https://solscan.io/?cluster=testnet' },
  },
  testnet: true,
})
