import { evmNetwork } from './networkBuilders.js'

/** Latch's local anvil chain (`npm start`, `@latch/devnet`). */
export const devnet = evmNetwork({
  id: 31337,
  name: 'Latch Devnet',
  rpc: 'http://127.0.0.1:8545',
  testnet: true,
})
