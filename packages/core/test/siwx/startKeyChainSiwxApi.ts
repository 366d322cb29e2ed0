// A real latch-api for sign-in tests of Solana and Bitcoin accounts: no
// chain node (their signatures are checked offline), and a fetch that
// sends the Origin of the page signing in, as a browser does.
import {
  createBlockchainExtension,
  getBlockchainSettings,
} from '@latch/api/blockchain'
import { startTestApi } from '@latch/test'

/** The page signing in: the project's allowed origin in the tests. */
export const PAGE_ORIGIN = 'http://127.0.0.1:5173'

export function startKeyChainSiwxApi() {
  return startTestApi({
    wallets: 0,
    extensions: [
      createBlockchainExtension({
        settings: getBlockchainSettings({ env: {} }),
        indexer: false,
      }),
    ],
  })
}

/** `fetch` from the page at PAGE_ORIGIN. */
export const pageFetch: typeof fetch = (input, init = {}) => {
  const headers = new Headers(init.headers)
  headers.set('origin', PAGE_ORIGIN)
  return fetch(input, { ...init, headers })
}
