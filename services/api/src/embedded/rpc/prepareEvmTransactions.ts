import {
  type Address,
  createPublicClient,
  type Hex,
  http,
  numberToHex,
} from 'viem'
import type { ChainSettings } from '../../blockchain/settings/BlockchainSettings.js'
import { boundFeeHint } from './boundFeeHint.js'
import type { ParsedTransaction } from './parseTransactionRequest.js'
import { toChainRpcError } from './toChainRpcError.js'
import { toViemChain } from './toViemChain.js'

/**
 * A transaction as stored by /rpc/prepare and signed by /rpc: every field
 * but the nonce (the node's, at send time), quantities in hex.
 */
export type StoredTransaction = {
  to?: Address | undefined
  data?: Hex | undefined
  value: Hex
  gas: Hex
  maxFeePerGas: Hex
  maxPriorityFeePerGas: Hex
}

/** Gas of a call the node cannot estimate (it reverts): EIP-7825's cap. */
const MAX_HINTED_GAS = 16_777_216n

/**
 * Sets gas and fees of each transaction from the node: gas by
 * `estimateGas` (from the user), fees by viem's `estimateFeesPerGas`
 * (EIP-1559). The caller's `gas`, `maxFeePerGas` and
 * `maxPriorityFeePerGas` are hints (`boundFeeHint`: used only between the
 * node's value — 1 wei for fees — and twice it); the priority fee never
 * exceeds the max fee. A call the node cannot estimate keeps the caller's
 * gas hint up to {@link MAX_HINTED_GAS}, else 400 with the node's reason.
 */
export async function prepareEvmTransactions(
  chain: ChainSettings,
  { from, transactions }: { from: Address; transactions: ParsedTransaction[] },
): Promise<StoredTransaction[]> {
  const client = createPublicClient({
    chain: toViemChain(chain),
    transport: http(chain.rpcUrls[0], { timeout: 10_000, retryCount: 0 }),
  })
  let fees: { maxFeePerGas: bigint; maxPriorityFeePerGas: bigint }
  try {
    fees = await client.estimateFeesPerGas({ type: 'eip1559' })
  } catch (cause) {
    throw toChainRpcError(cause)
  }
  const out: StoredTransaction[] = []
  for (const tx of transactions) {
    let gas: bigint
    try {
      const estimate = await client.estimateGas({
        account: from,
        ...(tx.to ? { to: tx.to } : {}),
        ...(tx.data ? { data: tx.data } : {}),
        value: tx.value ?? 0n,
      })
      gas = boundFeeHint(tx.gas, estimate, { min: estimate })
    } catch (cause) {
      if (tx.gas === undefined) throw toChainRpcError(cause)
      gas = tx.gas < MAX_HINTED_GAS ? tx.gas : MAX_HINTED_GAS
    }
    const maxFeePerGas = boundFeeHint(tx.maxFeePerGas, fees.maxFeePerGas)
    let maxPriorityFeePerGas = boundFeeHint(
      tx.maxPriorityFeePerGas,
      fees.maxPriorityFeePerGas,
      { min: 0n },
    )
    if (maxPriorityFeePerGas > maxFeePerGas) maxPriorityFeePerGas = maxFeePerGas
    out.push({
      ...(tx.to ? { to: tx.to } : {}),
      ...(tx.data ? { data: tx.data } : {}),
      value: numberToHex(tx.value ?? 0n),
      gas: numberToHex(gas),
      maxFeePerGas: numberToHex(maxFeePerGas),
      maxPriorityFeePerGas: numberToHex(maxPriorityFeePerGas),
    })
  }
  return out
}
