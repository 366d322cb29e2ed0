import { defineNetwork } from '../defineNetwork.js'
import { ether } from './nativeCurrencies.js'

/** Latch's local anvil chain (`npm start`, `@latch/devnet`). */
export const devnet = defineNetwork({
  id: 31337,
  chainNamespace: 'eip155',
  name: 'Latch Devnet',
  nativeCurrency: ether,
  rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
  testnet: true,
})
