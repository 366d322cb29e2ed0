import { describe, expect, it } from 'vitest'
import * as bitcoinSigner from './bitcoinSigner.js'
import * as index from './index.js'
import * as node from './node.js'
import * as solanaSigner from './solanaSigner.js'
import * as wallet from './wallet.js'

// Fails when the public API changes by accident.
describe('entry points', () => {
  it('@latch/devnet', () => {
    expect(Object.keys(index).sort()).toMatchInlineSnapshot(`
      [
        "DEMO_BADGES",
        "DEMO_CRITTERS",
        "DEMO_TOKEN",
        "DEMO_TOKEN_ADDRESS",
        "DEMO_TOKEN_SEED_AMOUNT",
        "DEV_MNEMONIC",
        "SOLANA_DEMO_TOKEN",
        "SOLANA_DEMO_TOKEN_MINT",
        "SOLANA_DEMO_TOKEN_SEED_AMOUNT",
        "SOLANA_DEV_ACCOUNT_LAMPORTS",
        "demoTokenAbi",
        "devAccounts",
        "devSolanaAccounts",
        "devnetChains",
        "latchDevnet",
        "latchDevnet2",
      ]
    `)
  })
  it('@latch/devnet/node', () => {
    expect(Object.keys(node).sort()).toMatchInlineSnapshot(`
      [
        "DEMO_BADGES",
        "DEMO_BADGE_SEED",
        "DEMO_CRITTERS",
        "DEMO_CRITTERS_PER_ACCOUNT",
        "DEMO_TOKEN",
        "DEMO_TOKEN_ADDRESS",
        "DEMO_TOKEN_SEED_AMOUNT",
        "DEV_MNEMONIC",
        "DevnetError",
        "SOLANA_DEMO_TOKEN",
        "SOLANA_DEMO_TOKEN_MINT",
        "SOLANA_DEMO_TOKEN_MINT_SEED",
        "SOLANA_DEMO_TOKEN_SEED_AMOUNT",
        "SOLANA_DEV_ACCOUNT_LAMPORTS",
        "SOLANA_FAUCET_SEED",
        "SOLANA_LOCALNET_GENESIS_HASH",
        "badgeTokens",
        "critterToken",
        "demoBadgesAbi",
        "demoCrittersAbi",
        "demoTokenAbi",
        "demoTokenBytecode",
        "devAccounts",
        "devSolanaAccounts",
        "devnetChains",
        "getFreePort",
        "latchDevnet",
        "latchDevnet2",
        "loginWithDevOidc",
        "planSmartAccountDeployment",
        "resolveAnvilBinary",
        "runCli",
        "seedDevnet",
        "seedNfts",
        "seedSmartAccounts",
        "solanaRpcMethodNames",
        "startAnvil",
        "startBundler",
        "startDevOidcProvider",
        "startDevnet",
        "startEsploraStandIn",
        "startFaucet",
        "startMailCatcher",
        "startNftMetadataServer",
        "startSolanaDevnet",
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
  it('@latch/devnet/solana-signer', () => {
    expect(Object.keys(solanaSigner).sort()).toMatchInlineSnapshot(`
      [
        "ProviderRpcError",
        "createSolanaDevWallet",
        "decodeSolanaTransaction",
        "defaultSolanaNetworks",
        "encodeSolanaTransaction",
        "executeSolanaRequest",
        "providerErrorCodes",
        "signSolanaTransaction",
        "solanaAddress",
        "solanaMethods",
        "solanaSigner",
      ]
    `)
  })
  it('@latch/devnet/bitcoin-signer', () => {
    expect(Object.keys(bitcoinSigner).sort()).toMatchInlineSnapshot(`
      [
        "ProviderRpcError",
        "bitcoinAccount",
        "bitcoinMessageHash",
        "bitcoinMethods",
        "broadcastTransaction",
        "btcNetworkOf",
        "decodePsbt",
        "defaultBitcoinNetworks",
        "executeBitcoinRequest",
        "fetchFeeRate",
        "fetchUtxos",
        "finalizePsbt",
        "providerErrorCodes",
        "sendTransfer",
        "signBip322Simple",
        "signLegacyMessage",
        "signPsbtInputs",
      ]
    `)
  })
})
