// Loaded on the first "Grant session" click: viem's account and client
// code stays out of the page's first load.
import { encodeRedeemDelegations } from '@latch/common/smart-account'
import {
  type Address,
  createPublicClient,
  createWalletClient,
  type Hex,
  http,
} from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'

export type SessionKey = { address: Address; privateKey: Hex }

/** A fresh key for the page, and when its session ends by the chain's clock. */
export async function newSessionKey(
  rpcUrl: string,
  seconds: number,
): Promise<SessionKey & { expiry: number }> {
  const privateKey = generatePrivateKey()
  const client = createPublicClient({ transport: http(rpcUrl) })
  const { timestamp } = await client.getBlock()
  return {
    privateKey,
    address: privateKeyToAccount(privateKey).address,
    expiry: Number(timestamp) + seconds,
  }
}

/**
 * The session key's own transaction: `redeemDelegations` at the
 * DelegationManager, running one transfer of `value` to `to` from the
 * granting account. The gas is set, so a refusal by the session's
 * enforcers is a transaction reverted on chain (not an estimate error).
 */
export async function spendWithSession(
  rpcUrl: string,
  {
    key,
    permissionsContext,
    delegationManager,
    to,
    value,
  }: {
    key: SessionKey
    permissionsContext: Hex
    delegationManager: Address
    to: Address
    value: bigint
  },
): Promise<'success' | 'reverted'> {
  const transport = http(rpcUrl)
  const wallet = createWalletClient({
    account: privateKeyToAccount(key.privateKey),
    transport,
  })
  const hash = await wallet.sendTransaction({
    chain: null,
    to: delegationManager,
    data: encodeRedeemDelegations(permissionsContext, { to, value }),
    gas: 600_000n,
  })
  const client = createPublicClient({ transport })
  return (await client.waitForTransactionReceipt({ hash })).status
}
