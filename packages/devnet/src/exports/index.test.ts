import { describe, expect, it } from 'vitest'
import * as index from './index.js'
import * as node from './node.js'
import * as wallet from './wallet.js'

// Fails when the public API changes by accident.
describe('entry points', () => {
  it('@latch/devnet', () => {
    expect(Object.keys(index).sort()).toMatchInlineSnapshot(`
      [
        "DEMO_TOKEN",
        "DEMO_TOKEN_ADDRESS",
        "DEMO_TOKEN_SEED_AMOUNT",
        "DEV_MNEMONIC",
        "demoTokenAbi",
        "devAccounts",
        "devnetChains",
        "latchDevnet",
        "latchDevnet2",
      ]
    `)
  })
  it('@latch/devnet/node', () => {
    expect(Object.keys(node).sort()).toMatchInlineSnapshot(`
      [
        "DEMO_TOKEN",
        "DEMO_TOKEN_ADDRESS",
        "DEMO_TOKEN_SEED_AMOUNT",
        "DEV_MNEMONIC",
        "DevnetError",
        "demoTokenAbi",
        "demoTokenBytecode",
        "devAccounts",
        "devnetChains",
        "getFreePort",
        "latchDevnet",
        "latchDevnet2",
        "loginWithDevOidc",
        "resolveAnvilBinary",
        "runCli",
        "seedDevnet",
        "startAnvil",
        "startDevOidcProvider",
        "startDevnet",
        "startMailCatcher",
      ]
    `)
  })
  it('@latch/devnet/wallet', () => {
    expect(Object.keys(wallet).sort()).toMatchInlineSnapshot(`
      [
        "CONNECTED_STORAGE_KEY",
        "MISSING_CAPABILITIES_ADDRESS",
        "ProviderRpcError",
        "announceProvider",
        "createDevWalletPrompt",
        "createDevWalletProvider",
        "devAccounts",
        "devWalletIcon",
        "devnetChains",
        "getCallsStatusResult",
        "getCapabilitiesResult",
        "installDevWallet",
        "latchDevnet",
        "latchDevnet2",
        "parseSendCalls",
        "providerErrorCodes",
        "sendCallsSequentially",
        "walletCallsErrorCodes",
      ]
    `)
  })
})
