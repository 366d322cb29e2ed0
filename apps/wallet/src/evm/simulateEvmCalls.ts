import {
  type Address,
  type Hex,
  hexToBigInt,
  isAddressEqual,
  type Log,
  type PublicClient,
  sliceHex,
  toEventSelector,
} from 'viem'
import type { EvmCallRequest } from './readEvmCalls.js'

/** eth_simulateV1 with traceTransfers reports ETH moves as logs of this address (ERC-7528). */
export const NATIVE_TOKEN = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'

/** A balance of the user that the simulated calls change. */
export type AssetChange = {
  /** The token contract, or NATIVE_TOKEN for the chain's currency. */
  token: Address
  /** Signed: below 0 the user pays, above 0 the user receives. */
  amount: bigint
}

/** What the simulation said. */
export type EvmSimulation =
  | {
      status: 'ok'
      changes: AssetChange[]
      /** The first call that reverts (0-based), with the node's reason. */
      revert?: { index: number; reason: string } | undefined
      /** Gas each call used, in order; undefined for a call that reverts. */
      gasUsed: (bigint | undefined)[]
    }
  | { status: 'unavailable'; reason: string }

type SimulatedCall = {
  status: 'success' | 'failure'
  error?: Error | undefined
  logs?: Log[] | undefined
  gasUsed: bigint
}

const TRANSFER = toEventSelector('Transfer(address,address,uint256)')

/**
 * Runs the calls in order from `from` on a simulated next block
 * (`eth_simulateV1` through viem's `simulateBlocks`, `traceTransfers` on)
 * and sums the user's native and ERC-20 balance changes from the
 * `Transfer` logs of the calls that succeed (ERC-721 transfers, with an
 * indexed token id, are not counted). Never throws: a node without
 * eth_simulateV1 gives `unavailable`.
 */
export async function simulateEvmCalls({
  client,
  from,
  calls,
}: {
  client: PublicClient
  from: Address
  calls: readonly EvmCallRequest[]
}): Promise<EvmSimulation> {
  try {
    const [block] = await client.simulateBlocks({
      blocks: [
        {
          calls: calls.map((call) => ({
            account: from,
            ...(call.to && { to: call.to }),
            ...(call.data && { data: call.data }),
            value: call.value,
            // viem's Call type wants a `to`; a deployment has none.
          })) as never,
        },
      ],
      traceTransfers: true,
    })
    const results = (block?.calls ?? []) as unknown as SimulatedCall[]
    const totals = new Map<string, bigint>()
    let revert: { index: number; reason: string } | undefined
    for (const [index, result] of results.entries()) {
      if (result.status !== 'success') {
        revert ??= {
          index,
          reason:
            (result.error as { shortMessage?: string } | undefined)
              ?.shortMessage ?? String(result.error?.message ?? ''),
        }
        continue
      }
      for (const log of result.logs ?? []) {
        const [topic, fromTopic, toTopic] = log.topics as Hex[]
        if (topic !== TRANSFER || log.topics.length !== 3) continue
        if (!fromTopic || !toTopic || log.data.length !== 66) continue
        const amount = hexToBigInt(log.data)
        const token = log.address.toLowerCase()
        let delta = 0n
        if (isAddressEqual(sliceHex(fromTopic, 12), from)) delta -= amount
        if (isAddressEqual(sliceHex(toTopic, 12), from)) delta += amount
        if (delta) totals.set(token, (totals.get(token) ?? 0n) + delta)
      }
    }
    return {
      status: 'ok',
      changes: [...totals]
        .filter(([, amount]) => amount !== 0n)
        .map(([token, amount]) => ({ token: token as Address, amount })),
      revert,
      gasUsed: results.map((r) =>
        r.status === 'success' ? r.gasUsed : undefined,
      ),
    }
  } catch (error) {
    return {
      status: 'unavailable',
      reason:
        (error as { shortMessage?: string }).shortMessage ??
        (error instanceof Error ? error.message : String(error)),
    }
  }
}
