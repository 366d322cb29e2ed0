import { readRpcQuantity } from '@latch/common'
import { type Hex, hexToBigInt, isHex } from 'viem'
import type { PrivateKeyAccount } from 'viem/accounts'
import { ProviderRpcError } from './ProviderRpcError.js'
import { rpcRequest } from './rpcRequest.js'

/** An `eth_sendTransaction` parameter object (quantities as hex). */
export type TransactionRequest = {
  from?: unknown
  to?: unknown
  value?: unknown
  data?: unknown
  input?: unknown
  gas?: unknown
  gasPrice?: unknown
  maxFeePerGas?: unknown
  maxPriorityFeePerGas?: unknown
  nonce?: unknown
}

const quantity = readRpcQuantity

/**
 * Fills nonce, gas and fees from the chain's RPC, signs locally with
 * `account` and sends with `eth_sendRawTransaction`. Returns the hash.
 */
export async function sendDevTransaction({
  account,
  chain,
  transaction: tx,
}: {
  account: PrivateKeyAccount
  chain: { url: string; chainId: number }
  transaction: TransactionRequest
}): Promise<Hex> {
  const rpc = (method: string, params: unknown[]) =>
    rpcRequest(chain, method, params)
  if (tx.to !== undefined && tx.to !== null && !isHex(tx.to))
    throw ProviderRpcError.invalidParams('"to" is not an address')
  const to = isHex(tx.to) ? tx.to : undefined
  const data = isHex(tx.data) ? tx.data : isHex(tx.input) ? tx.input : undefined
  const value = quantity(tx.value) ?? 0n
  const call = {
    from: account.address,
    ...(to ? { to } : {}),
    ...(data ? { data } : {}),
    value: `0x${value.toString(16)}`,
  }

  const nonceHint = quantity(tx.nonce)
  const nonce =
    nonceHint !== undefined
      ? Number(nonceHint)
      : Number(
          await rpc('eth_getTransactionCount', [account.address, 'pending']),
        )
  const gas =
    quantity(tx.gas) ?? BigInt((await rpc('eth_estimateGas', [call])) as Hex)
  const base = { chainId: chain.chainId, nonce, gas, value, to, data }

  const gasPrice = quantity(tx.gasPrice)
  let serialized: Hex
  if (gasPrice !== undefined) {
    serialized = await account.signTransaction({
      ...base,
      type: 'legacy',
      gasPrice,
    })
  } else {
    const block = (await rpc('eth_getBlockByNumber', ['latest', false])) as {
      baseFeePerGas?: Hex
    } | null
    if (block?.baseFeePerGas) {
      const tip =
        quantity(tx.maxPriorityFeePerGas) ??
        BigInt(
          (await rpc('eth_maxPriorityFeePerGas', []).catch(
            () => '0x3b9aca00',
          )) as Hex,
        )
      const maxFeePerGas =
        quantity(tx.maxFeePerGas) ?? hexToBigInt(block.baseFeePerGas) * 2n + tip
      serialized = await account.signTransaction({
        ...base,
        type: 'eip1559',
        maxFeePerGas,
        maxPriorityFeePerGas: tip,
      })
    } else {
      const price = BigInt((await rpc('eth_gasPrice', [])) as Hex)
      serialized = await account.signTransaction({
        ...base,
        type: 'legacy',
        gasPrice: price,
      })
    }
  }
  return (await rpc('eth_sendRawTransaction', [serialized])) as Hex
}
