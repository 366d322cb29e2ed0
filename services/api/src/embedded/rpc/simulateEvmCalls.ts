import { type AssetDelta, sumTransferLogs } from '@latch/common'
import type { Address, Hex } from 'viem'
import type { ChainSettings } from '../../blockchain/settings/BlockchainSettings.js'
import { callChainRpc } from './callChainRpc.js'
import type { StoredTransaction } from './prepareEvmTransactions.js'

type SimulatedCall = {
  status?: Hex
  logs?: { address: Address; topics: Hex[]; data: Hex }[]
  error?: { message?: string }
}

/** What a simulation says of the user's account. */
export type EvmSimulation = {
  /** Net change per asset ('native' or the ERC-20 contract), base units. */
  changes: AssetDelta[]
  /** 1-based calls that revert, with the node's reason. */
  reverted: { call: number; reason?: string | undefined }[]
}

/**
 * Runs the calls one after another on the node's latest state with
 * `eth_simulateV1` (`traceTransfers`: ETH moves appear as Transfer logs of
 * 0xeeee…), and sums the user's native and ERC-20 balance changes (fees
 * aside: validation is off). Undefined when the node cannot simulate
 * (no eth_simulateV1, contract creation on anvil, insufficient funds …):
 * the review then says "Simulation unavailable", it never blocks.
 */
export async function simulateEvmCalls(
  chain: ChainSettings,
  { from, transactions }: { from: Address; transactions: StoredTransaction[] },
): Promise<EvmSimulation | undefined> {
  let answer: unknown
  try {
    answer = await callChainRpc(chain, {
      method: 'eth_simulateV1',
      params: [
        {
          blockStateCalls: [
            {
              calls: transactions.map((tx) => ({
                from,
                ...(tx.to ? { to: tx.to } : {}),
                ...(tx.data ? { data: tx.data } : {}),
                value: tx.value,
                gas: tx.gas,
              })),
            },
          ],
          traceTransfers: true,
          validation: false,
        },
        'latest',
      ],
    })
  } catch {
    return undefined
  }
  const calls = (Array.isArray(answer) ? answer[0]?.calls : undefined) as
    | SimulatedCall[]
    | undefined
  if (!Array.isArray(calls)) return undefined
  const reverted: EvmSimulation['reverted'] = []
  const logs: NonNullable<SimulatedCall['logs']> = []
  calls.forEach((call, index) => {
    if (call?.status === '0x0') {
      const reason = call.error?.message?.slice(0, 200)
      reverted.push({ call: index + 1, ...(reason ? { reason } : {}) })
    } else if (Array.isArray(call?.logs)) logs.push(...call.logs)
  })
  try {
    return { changes: sumTransferLogs(from, logs), reverted }
  } catch {
    return undefined
  }
}
