import {
  NATIVE_TRANSFER_ADDRESS,
  sumTransferLogs,
  type TransferLog,
} from '@latch/common'
import type { EvmSimulationResult } from '@latch/common/describe'
import type { Address, Log, PublicClient } from 'viem'
import type { EvmCallRequest } from './readEvmCalls.js'

/** eth_simulateV1 with traceTransfers reports ETH moves as logs of this address (ERC-7528). */
export const NATIVE_TOKEN = NATIVE_TRANSFER_ADDRESS

/** A balance of the user that the simulated calls change. */
type AssetChange = {
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
    let revert: { index: number; reason: string } | undefined
    const logs: TransferLog[] = []
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
      logs.push(...(result.logs ?? []))
    }
    return {
      status: 'ok',
      changes: sumTransferLogs(from, logs).map(({ token, delta }) => ({
        token:
          token === 'native' ? NATIVE_TOKEN : (token.toLowerCase() as Address),
        amount: delta,
      })),
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

/**
 * A simulation as the describers take it (`describeEvmTransactions`):
 * changes with `native` for the chain's currency, the reverting call
 * 1-based; undefined when there was none.
 */
export function simulationResultOf(
  simulation: EvmSimulation,
): EvmSimulationResult | undefined {
  if (simulation.status !== 'ok') return undefined
  const { changes, revert } = simulation
  return {
    changes: changes.map(({ token, amount }) => ({
      token: token === NATIVE_TOKEN ? 'native' : token,
      delta: amount,
    })),
    reverted: revert ? [{ call: revert.index + 1, reason: revert.reason }] : [],
  }
}
