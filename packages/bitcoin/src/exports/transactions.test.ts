import { expect, test } from 'vitest'
import * as module from './transactions.js'

// API drift of @latch/bitcoin/transactions fails here.
test('exports', () => {
  expect(Object.keys(module).sort()).toMatchInlineSnapshot(`
    [
      "describeBitcoinRequest",
      "wordBitcoinReview",
    ]
  `)
})
