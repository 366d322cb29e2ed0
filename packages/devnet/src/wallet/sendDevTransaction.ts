import type { Hex } from 'viem'
import type { PrivateKeyAccount } from 'viem/accounts'
import type { PreparedDevTransaction } from './prepareDevTransaction.js'
import { rpcRequest } from './rpcRequest.js'

/**
 * Signs `transaction` exactly as prepared (the account's next nonce when
 * it has none) with `account` and sends it with `eth_sendRawTransaction`.
 * Returns the hash.
 */
export async function sendDevTransaction({
  account,
  chain,
  transaction,
}: {
  account: PrivateKeyAccount
  chain: { url: string; chainId: number }
  transaction: PreparedDevTransaction
}): Promise<Hex> {
  const rpc = (method: string, params: unknown[]) =>
    rpcRequest(chain, method, params)
  const nonce =
    transaction.nonce ??
    Number(await rpc('eth_getTransactionCount', [account.address, 'pending']))
  const serialized = await account.signTransaction({
    ...transaction,
    chainId: chain.chainId,
    nonce,
  })
  return (await rpc('eth_sendRawTransaction', [serialized])) as Hex
}
