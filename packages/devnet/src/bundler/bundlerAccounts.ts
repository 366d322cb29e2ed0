import type { Hex } from 'viem'
import { privateKeyToAddress } from 'viem/accounts'

const executorKey: Hex =
  '0x51309fa3c9014b742b426c37014d1eedcda9f72bf9c0097d56b781996ea66e4c'
const utilityKey: Hex =
  '0x19f05db7e073a74ee38376f14fde9bbae56e72e06871c325179c22fdeb85b64d'

/**
 * The local bundler's own keys: keccak256("latch.bundler.executor") signs
 * the `handleOps` transactions, keccak256("latch.bundler.utility") deploys
 * Alto's simulation contracts. `startBundler` funds both with
 * `anvil_setBalance`, so the dev accounts 0–9 keep their balances and
 * nonces. Public: never fund them anywhere real.
 */
export const bundlerAccounts = {
  executor: {
    privateKey: executorKey,
    address: privateKeyToAddress(executorKey),
  },
  utility: { privateKey: utilityKey, address: privateKeyToAddress(utilityKey) },
} as const
