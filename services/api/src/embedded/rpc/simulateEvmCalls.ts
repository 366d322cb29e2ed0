import {
  type Address,
  getAddress,
  type Hex,
  hexToBigInt,
  isAddressEqual,
  size,
  sliceHex,
} from 'viem'
import type { ChainSettings } from '../../blockchain/settings/BlockchainSettings.js'
import { callChainRpc } from './callChainRpc.js'
import type { StoredTransaction } from './prepareEvmTransactions.js'

/** `Transfer(address,address,uint256)` (ERC-20; ERC-721 has 4 topics). */
const TRANSFER =
  '0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef'
/** The pseudo-contract eth_simulateV1's `traceTransfers` logs ETH from. */
const NATIVE = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'

type SimulatedCall = {
  status?: Hex
  logs?: { address: Address; topics: Hex[]; data: Hex }[]
  error?: { message?: string }
}

/** What a simulation says of the user's account. */
export type EvmSimulation = {
  /** Net change per asset ('native' or the ERC-20 contract), base units. */
  changes: { token: 'native' | Address; delta: bigint }[]
  /** 1-based calls that revert, with the node's reason. */
  reverted: { call: number; reason?: string | undefined }[]
}

const topicAddress = (topic: Hex | undefined) =>
  topic && size(topic) === 32 ? getAddress(sliceHex(topic, 12)) : undefined

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
  const totals = new Map<string, bigint>()
  const reverted: EvmSimulation['reverted'] = []
  try {
    calls.forEach((call, index) => {
      if (call.status === '0x0') {
        const reason = call.error?.message?.slice(0, 200)
        reverted.push({ call: index + 1, ...(reason ? { reason } : {}) })
        return
      }
      for (const log of call.logs ?? []) {
        if (log.topics?.[0] !== TRANSFER || log.topics.length !== 3) continue
        const sender = topicAddress(log.topics[1])
        const receiver = topicAddress(log.topics[2])
        const amount = hexToBigInt(log.data)
        const token = isAddressEqual(log.address, NATIVE)
          ? 'native'
          : getAddress(log.address)
        let delta = 0n
        if (sender && isAddressEqual(sender, from)) delta -= amount
        if (receiver && isAddressEqual(receiver, from)) delta += amount
        if (delta !== 0n) totals.set(token, (totals.get(token) ?? 0n) + delta)
      }
    })
  } catch {
    return undefined
  }
  return {
    changes: [...totals]
      .filter(([, delta]) => delta !== 0n)
      .map(([token, delta]) => ({ token: token as Address, delta })),
    reverted,
  }
}
