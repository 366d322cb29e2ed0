import { parseUnits } from '@latch/common'

const BPS = 10_000n

/** A percent with at most two decimals ('1', '0.5') in basis points. */
export function slippageBps(slippage: string): bigint {
  return parseUnits(slippage.trim(), 2)
}

/** What a swap pays at least: `toAmount` less `slippage` %, rounded down. */
export function minimumReceived(toAmount: bigint, slippage: string): bigint {
  return (toAmount * (BPS - slippageBps(slippage))) / BPS
}

/**
 * Price impact in basis points: how much worse `out / in` is than the
 * rate of a small probe trade on the same route (never below 0).
 */
export function priceImpactBps(
  trade: { in: bigint; out: bigint },
  probe: { in: bigint; out: bigint },
): bigint {
  if (trade.in === 0n || probe.out === 0n) return 0n
  const ratio = (trade.out * probe.in * BPS) / (trade.in * probe.out)
  return ratio >= BPS ? 0n : BPS - ratio
}
