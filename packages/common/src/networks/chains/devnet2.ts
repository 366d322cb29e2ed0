import { evmNetwork } from './networkBuilders.js'

/** Latch's second local anvil chain, for switch-network flows. */
export const devnet2 = evmNetwork({
  id: 31338,
  name: 'Latch Devnet 2',
  rpc: 'http://127.0.0.1:8546',
  testnet: true,
})
