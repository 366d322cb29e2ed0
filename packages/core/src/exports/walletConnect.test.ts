import { expect, test } from 'vitest'
import * as entry from './walletConnect.js'

// API drift of @latch/core/connectors/walletConnect fails here.
test('exports', () => {
  expect(Object.keys(entry).sort()).toMatchInlineSnapshot(`
    [
      "PairingCancelledError",
      "SignClientNotInitializedError",
      "WalletConnectDisconnectError",
      "WalletConnectNamespaceNotConfiguredError",
      "WalletConnectNotConnectedError",
      "WalletConnectSwitchChainError",
      "walletConnect",
    ]
  `)
})
