import { expect, test } from 'vitest'
import * as entry from './solana.js'

// API drift of @latch/core/solana fails here.
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
