import {
  type EvmRequestReview,
  type EvmReviewText,
  formatBaseUnits as units,
} from '@latch/common/describe'

/**
 * What a plain send asks, from the service's review of the bytes that are
 * signed: one call that moves the native currency and nothing else (no
 * calldata), or an ERC-20 `transfer` of a token whose decimals are known.
 * `amount` in `text`'s words ("1.5 ETH"); `usd` for a native amount at
 * the price the service put on the fee (`maxFeeUsd` / `maxFee`), when it
 * priced it. Anything else (a contract call, a batch, a message) is no
 * send: undefined.
 *
 * @example
 * summarizeSend(review, frameText.evm) // { amount: '1.5 ETH', usd: '≈ $4,500.00' }
 */
export function summarizeSend(
  review: EvmRequestReview,
  text: EvmReviewText,
): { amount: string; usd?: string | undefined } | undefined {
  if (review.kind !== 'transaction' || review.calls.length !== 1) return
  const [call] = review.calls
  const { decoded } = call ?? {}
  if (!call) return
  const value = /^\d+$/.test(call.value) ? BigInt(call.value) : 0n
  const { symbol, decimals } = review.currency
  if (call.dataBytes === 0 && value > 0n) {
    const amount = units(call.value, decimals)
    const fee = Number(units(review.maxFee, decimals))
    const price =
      review.maxFeeUsd !== undefined && fee > 0 ? review.maxFeeUsd / fee : 0
    return {
      amount: text.nativeAmount(amount, symbol),
      usd: price > 0 ? text.usd(Number(amount) * price) : undefined,
    }
  }
  if (
    decoded?.standard === 'erc20' &&
    decoded.kind === 'transfer' &&
    decoded.amount !== undefined &&
    decoded.decimals !== undefined &&
    value === 0n
  )
    return {
      amount: text.tokenAmount(
        units(decoded.amount, decoded.decimals),
        decoded.symbol,
        decoded.token,
      ),
    }
  return
}
