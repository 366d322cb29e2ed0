import { expect, test } from 'vitest'
import * as module from './describe.js'

// API drift of @latch/common/describe fails here.
test('exports', () => {
  expect(Object.keys(module).sort()).toMatchInlineSnapshot(`
    [
      "decodePrintableText",
      "describeEvmMessage",
      "describeEvmRequest",
      "describeEvmTransactions",
      "describeEvmTypedData",
      "evmReviewText",
      "findEvmTokens",
      "formatBaseUnits",
      "revealDetails",
      "wordEvmReview",
    ]
  `)
})
