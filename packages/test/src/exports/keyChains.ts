// @latch/test/key-chains: a real latch-api for sign-in tests of Solana and
// Bitcoin accounts (core's and @latch/solana's), and a fetch from the page
// signing in.
export {
  PAGE_ORIGIN,
  pageFetch,
  startKeyChainSiwxApi,
} from '../siwx/startKeyChainSiwxApi.js'
