import { expect, test } from 'vitest'
import * as module from './transactions.js'

// API drift of @latch/solana/transactions fails here.
test('exports', () => {
  expect(Object.keys(module).sort()).toMatchInlineSnapshot(`
    [
      "InvalidSolanaTransactionError",
      "assertSignedSolanaTransaction",
      "describeSolanaInstruction",
      "describeSolanaMessage",
      "describeSolanaRequest",
      "describeSolanaTransaction",
      "isSolanaTransactionBytes",
      "solanaProgramAddresses",
      "solanaReviewText",
      "wordSolanaReview",
    ]
  `)
})
