import { expect, it } from 'vitest'
import * as latch from './index.js'
import * as networks from './networks.js'

it('exports the public API', () => {
  expect(Object.keys(latch).sort()).toMatchInlineSnapshot(`
    [
      "AccountButton",
      "ConnectButton",
      "LatchInlineModal",
      "LatchProvider",
      "LatchProviderNotFoundError",
      "NetworkButton",
      "createLatch",
      "preferredLocale",
      "setFundAction",
      "useAccountDetails",
      "useCallsStatus",
      "useCapabilities",
      "useConfig",
      "useDisconnect",
      "useEstimateGas",
      "useGrantPermissions",
      "useLatch",
      "useLatchAccount",
      "useLatchEvents",
      "useLatchNetwork",
      "useLatchProvider",
      "useLatchState",
      "useLatchTheme",
      "useLocale",
      "useNfts",
      "usePermissions",
      "useProfile",
      "useRevokePermissions",
      "useSendCalls",
      "useSendTransaction",
      "useSignMessage",
      "useSignTypedData",
      "useSiwx",
      "useSiwxSession",
      "useTokenBalances",
      "useTransactions",
      "useWaitForTransactionReceipt",
      "useWalletInfo",
      "useWriteContract",
    ]
  `)
})

it('exports the networks', () => {
  expect(Object.keys(networks).sort()).toMatchInlineSnapshot(`
    [
      "arbitrum",
      "base",
      "bitcoin",
      "bitcoinTestnet",
      "celo",
      "celoAlfajores",
      "defineNetwork",
      "devnet",
      "devnet2",
      "mainnet",
      "optimism",
      "polygon",
      "solana",
      "solanaDevnet",
      "solanaLocalnet",
      "solanaTestnet",
    ]
  `)
})
