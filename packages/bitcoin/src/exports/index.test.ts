import { expect, test } from 'vitest'
import * as entry from './index.js'

// API drift of @latch/bitcoin fails here.
test('exports', () => {
  expect(Object.keys(entry).sort()).toMatchInlineSnapshot(`
    [
      "BitcoinNotConnectedError",
      "BitcoinWalletAnswerError",
      "InvalidBitcoinAmountError",
      "InvalidBitcoinRecipientError",
      "InvalidPsbtError",
      "bitcoinAdapter",
      "bitcoinInjected",
      "createSatsConnectWallet",
      "createStandardBitcoinWallet",
      "createUnisatWallet",
      "getBitcoinAddresses",
      "isTestnetBitcoinChain",
      "sendTransfer",
      "signBitcoinMessage",
      "signPsbt",
    ]
  `)
})
