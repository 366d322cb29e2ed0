import { readRpcQuantity } from '@latch/common'
import { type Hex, hexToBigInt, isHex } from 'viem'
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

/**
 * A transaction as the dev wallet signs it: every field the prompt shows.
 * The nonce is the page's, or the account's next one at send time.
 */
export type PreparedDevTransaction = {
  to?: Hex | undefined
  data?: Hex | undefined
  value: bigint
  gas: bigint
  nonce?: number | undefined
} & (
  | { type: 'eip1559'; maxFeePerGas: bigint; maxPriorityFeePerGas: bigint }
  | { type: 'legacy'; gasPrice: bigint }
)

const quantity = readRpcQuantity

/**
 * Sets what the prompt shows and the wallet signs, from the page's fields
 * and the chain's RPC: gas (the page's, else `eth_estimateGas`), fees (a
 * page's `gasPrice` makes it legacy; on a chain with a base fee EIP-1559,
 * the page's fees else base fee × 2 + `eth_maxPriorityFeePerGas`; else
 * legacy at `eth_gasPrice`), and the page's nonce if it gives one.
 */
export async function prepareDevTransaction({
  from,
  chain,
  transaction: tx,
}: {
  from: Hex
  chain: { url: string; chainId: number }
  transaction: TransactionRequest
}): Promise<PreparedDevTransaction> {
  const rpc = (method: string, params: unknown[]) =>
    rpcRequest(chain, method, params)
  if (tx.to !== undefined && tx.to !== null && !isHex(tx.to))
    throw ProviderRpcError.invalidParams('"to" is not an address')
  const to = isHex(tx.to) ? tx.to : undefined
  const data = isHex(tx.data) ? tx.data : isHex(tx.input) ? tx.input : undefined
  const value = quantity(tx.value) ?? 0n
  const call = {
    from,
    ...(to ? { to } : {}),
    ...(data ? { data } : {}),
    value: `0x${value.toString(16)}`,
  }
  const nonce = quantity(tx.nonce)
  const gas =
    quantity(tx.gas) ?? BigInt((await rpc('eth_estimateGas', [call])) as Hex)
  const base = {
    ...(to && { to }),
    ...(data && { data }),
    value,
    gas,
    ...(nonce !== undefined && { nonce: Number(nonce) }),
  }
  const gasPrice = quantity(tx.gasPrice)
  if (gasPrice !== undefined) return { ...base, type: 'legacy', gasPrice }
  const block = (await rpc('eth_getBlockByNumber', ['latest', false])) as {
    baseFeePerGas?: Hex
  } | null
  if (!block?.baseFeePerGas) {
    const price = BigInt((await rpc('eth_gasPrice', [])) as Hex)
    return { ...base, type: 'legacy', gasPrice: price }
  }
  const tip =
    quantity(tx.maxPriorityFeePerGas) ??
    BigInt(
      (await rpc('eth_maxPriorityFeePerGas', []).catch(
        () => '0x3b9aca00',
      )) as Hex,
    )
  const maxFeePerGas =
    quantity(tx.maxFeePerGas) ?? hexToBigInt(block.baseFeePerGas) * 2n + tip
  return {
    ...base,
    type: 'eip1559',
    maxFeePerGas,
    maxPriorityFeePerGas: tip,
  }
}
