import { createWalletClient, hexToBigInt, http } from 'viem'
import type { PrivateKeyAccount } from 'viem/accounts'
import type { ChainSettings } from '../../blockchain/settings/BlockchainSettings.js'
import { EmbeddedError } from '../http/EmbeddedError.js'
import type { StoredTransaction } from './prepareEvmTransactions.js'
import { toViemChain } from './toViemChain.js'

// One send at a time per account in this process, so sequential calls
// get consecutive nonces from the node.
const queues = new Map<string, Promise<unknown>>()

/**
 * Signs and sends prepared transactions one after another with viem,
 * exactly as stored (gas, fees, value, data; `createWalletClient` fills
 * only the nonce from the node), sends the raw transactions and resolves
 * with their hashes.
 */
export async function sendEmbeddedTransactions(
  account: PrivateKeyAccount,
  chain: ChainSettings,
  transactions: readonly StoredTransaction[],
): Promise<`0x${string}`[]> {
  const client = createWalletClient({
    account,
    chain: toViemChain(chain),
    transport: http(chain.rpcUrls[0], { timeout: 10_000, retryCount: 0 }),
  })
  const key = `${chain.chainId}:${account.address}`
  const previous = queues.get(key) ?? Promise.resolve()
  const run = previous
    .catch(() => {})
    .then(async () => {
      const hashes: `0x${string}`[] = []
      for (const tx of transactions)
        hashes.push(
          await client.sendTransaction({
            ...(tx.to ? { to: tx.to } : {}),
            ...(tx.data ? { data: tx.data } : {}),
            value: hexToBigInt(tx.value),
            gas: hexToBigInt(tx.gas),
            maxFeePerGas: hexToBigInt(tx.maxFeePerGas),
            maxPriorityFeePerGas: hexToBigInt(tx.maxPriorityFeePerGas),
            type: 'eip1559',
            account,
            chain: client.chain,
          }),
        )
      return hashes
    })
  queues.set(key, run)
  try {
    return await run
  } catch (cause) {
    const message =
      (cause as { shortMessage?: string }).shortMessage ?? 'Transaction failed'
    throw new EmbeddedError(400, 'rpc_error', message.slice(0, 500), { cause })
  } finally {
    if (queues.get(key) === run) queues.delete(key)
  }
}
