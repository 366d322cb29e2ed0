import { formatEther } from 'viem'
import { messages } from '../messages.js'
import type { EvmReview } from './reviewEvmRequest.js'
import { NATIVE_TOKEN } from './simulateEvmCalls.js'
import { tokenAmount } from './tokenAmount.js'

type Line = { label: string; value: string }

/**
 * The max network fee and the simulated balance changes of a transaction
 * request, as lines (loading text while the node has not answered), with a
 * warning when the simulation reverts.
 */
export function describeEvmReview(
  review: EvmReview | 'loading' | undefined,
  { batch }: { batch: boolean },
): { lines: Line[]; warnings: string[] } {
  if (review === undefined) return { lines: [], warnings: [] }
  if (review === 'loading')
    return {
      lines: [
        { label: messages.maxFeeLabel, value: messages.estimating },
        { label: messages.simulationLabel, value: messages.simulating },
      ],
      warnings: [],
    }
  const fee = Array.isArray(review.transactions)
    ? messages.maxFee(formatEther(review.maxFee ?? 0n))
    : messages.feeUnavailable(review.transactions.error)
  const { simulation } = review
  const warnings: string[] = []
  let changes: string = messages.simulationUnavailable
  if (simulation.status === 'ok') {
    changes = simulation.changes.length
      ? simulation.changes
          .map(({ token, amount }) => {
            const size = amount < 0n ? -amount : amount
            const text =
              token === NATIVE_TOKEN
                ? `${formatEther(size)} ${messages.currency}`
                : tokenAmount(size, token, review.tokens)
            return `${amount < 0n ? '−' : '+'}${text}`
          })
          .join('\n')
      : messages.noChanges
    if (simulation.revert)
      warnings.push(
        batch
          ? messages.simulationCallReverts(
              simulation.revert.index + 1,
              simulation.revert.reason,
            )
          : messages.simulationReverts(simulation.revert.reason),
      )
  }
  return {
    lines: [
      { label: messages.maxFeeLabel, value: fee },
      { label: messages.simulationLabel, value: changes },
    ],
    warnings,
  }
}
