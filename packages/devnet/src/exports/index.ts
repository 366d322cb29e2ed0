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
