// Shared constants of the Latch devnet, safe in Node and in browsers.
export {
  type DevnetChain,
  devnetChains,
  latchDevnet,
  latchDevnet2,
} from '../chains.js'
export {
  DEMO_TOKEN,
  DEMO_TOKEN_ADDRESS,
  DEMO_TOKEN_SEED_AMOUNT,
} from '../constants.js'
export { demoTokenAbi } from '../contracts/demoToken.js'
export { DEV_MNEMONIC, type DevAccount, devAccounts } from '../devAccounts.js'
export {
  DEMO_DOLLAR,
  type DexContractName,
  dexContracts,
} from '../dex/dexContracts.js'
export {
  DEV_FARCASTER_FID_BASE,
  devFarcasterAccounts,
  FARCASTER_ID_REGISTRY_ADDRESS,
} from '../farcaster/devFarcasterAccounts.js'
export {
  DEMO_BADGES,
  DEMO_CRITTERS,
  type DemoNftCollection,
} from '../nfts/demoNfts.js'
export {
  type DevSolanaAccount,
  devSolanaAccounts,
  SOLANA_DEMO_TOKEN,
  SOLANA_DEMO_TOKEN_MINT,
  SOLANA_DEMO_TOKEN_SEED_AMOUNT,
  SOLANA_DEV_ACCOUNT_LAMPORTS,
} from '../solana/devSolanaAccounts.js'
