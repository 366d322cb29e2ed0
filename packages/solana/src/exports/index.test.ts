import { expect, test } from 'vitest'
import * as entry from './index.js'

// API drift of @latch/solana fails here.
test('exports', () => {
  expect(Object.keys(entry).sort()).toMatchInlineSnapshot(`
    [
      "InvalidSolanaTokenError",
      "SolanaTransactionFailedError",
      "SolanaWalletAnswerError",
      "createSolanaSessionProvider",
      "isSolanaStandardWallet",
      "solanaAdapter",
      "walletStandard",
    ]
  `)
})
