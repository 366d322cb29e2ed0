import { expect, test } from 'vitest'
import * as entry from './bitcoin.js'

// API drift of @latch/core/bitcoin fails here.
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
