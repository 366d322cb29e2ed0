import type { Address, Hex, PublicClient } from 'viem'
import type { EvmCallRequest } from './readEvmCalls.js'

/** A transaction with the gas and fees the wallet will sign, no others. */
export type PreparedTransaction = {
  to?: Address | undefined
  data?: Hex | undefined
  value: bigint
  gas: bigint
  maxFeePerGas: bigint
  maxPriorityFeePerGas: bigint
  nonce?: number | undefined
}

const min = (a: bigint, b: bigint) => (a < b ? a : b)

/**
 * Sets gas and EIP-1559 fees from the node: `eth_estimateGas` per call
 * and viem's `estimateFeesPerGas`. A caller's `gas` / `maxFeePerGas` /
 * `maxPriorityFeePerGas` are hints only, used up to 2× the node's
 * estimate, so a page cannot make the user pay any fee it likes. A call
 * the node cannot estimate on its own (a batch call that needs the calls
 * before it) takes 1.5× the gas it used in the simulation of the whole
 * batch (`simulatedGas[i]`, absent when it reverts there), else the
 * node's error is thrown.
 */
export async function prepareEvmTransactions({
  client,
  from,
  calls,
  simulatedGas = [],
}: {
  client: PublicClient
  from: Address
  calls: readonly EvmCallRequest[]
  simulatedGas?: readonly (bigint | undefined)[]
}): Promise<PreparedTransaction[]> {
  const fees = await client.estimateFeesPerGas()
  return Promise.all(
    calls.map(async (call, index) => {
      const estimate = await client
        .estimateGas({
          account: from,
          ...(call.to && { to: call.to }),
          ...(call.data && { data: call.data }),
          value: call.value,
        })
        .catch((error: unknown) => {
          const used = simulatedGas[index]
          if (index > 0 && used) return (used * 3n) / 2n
          throw error
        })
      const gas = min(call.gas ?? estimate, 2n * estimate)
      const maxFeePerGas = min(
        call.maxFeePerGas ?? fees.maxFeePerGas,
        2n * fees.maxFeePerGas,
      )
      const maxPriorityFeePerGas = min(
        call.maxPriorityFeePerGas ?? fees.maxPriorityFeePerGas,
        maxFeePerGas,
      )
      return {
        ...(call.to && { to: call.to }),
        ...(call.data && { data: call.data }),
        value: call.value,
        gas,
        maxFeePerGas,
        maxPriorityFeePerGas,
        ...(call.nonce !== undefined && { nonce: call.nonce }),
      }
    }),
  )
}
