import { expect, it } from 'vitest'
import * as blockchain from './blockchain.js'

it('exports', () => {
  expect(Object.keys(blockchain).sort()).toMatchInlineSnapshot(`
    [
      "BlockchainApiError",
      "DEVNET_DEMO_TOKEN",
      "DEVNET_PAYMASTER_ADDRESS",
      "DEVNET_PAYMASTER_SIGNER_KEY",
      "WEBHOOK_SIGNATURE_HEADER",
      "allowedBundlerMethods",
      "allowedRpcMethods",
      "blockchainMigrations",
      "coinTypeFromChainId",
      "createBlockchainExtension",
      "createBlockchainRoutes",
      "createIndexer",
      "getAccountBalances",
      "getAccountHistory",
      "getBlockchainSettings",
      "isEvmCoinType",
      "rateLimit",
      "signWebhook",
      "verifyWebhookSignature",
    ]
  `)
})
