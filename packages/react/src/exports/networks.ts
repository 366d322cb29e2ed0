// Network objects to pass to createLatch, re-exported from @latch/common so
// an app needs a single dependency.
export {
  arbitrum,
  base,
  bitcoin,
  bitcoinTestnet,
  celo,
  celoAlfajores,
  defineNetwork,
  devnet,
  devnet2,
  mainnet,
  type Network,
  optimism,
  polygon,
  solana,
  solanaDevnet,
  solanaLocalnet,
  solanaTestnet,
} from '@latch/common'
