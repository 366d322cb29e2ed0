import { defineError } from '@latch/common'

const docsPath = '/core/actions/swapTokens'

export type SwapUnsupportedChainErrorType = SwapUnsupportedChainError
/** The API does not swap on this chain (SPEC §8). */
export class SwapUnsupportedChainError extends defineError(
  'SwapUnsupportedChainError',
  (chainId: string | undefined) => ({
    shortMessage: 'Network not supported for Swaps',
    docsPath,
    metaMessages: [`Network: ${chainId ?? 'none (not connected)'}.`],
  }),
) {}

export type SwapInProgressErrorType = SwapInProgressError
/** A swap already waits for the wallet. */
export class SwapInProgressError extends defineError('SwapInProgressError', {
  shortMessage: 'A swap is already in progress',
  docsPath,
}) {}

export type SwapRevertedErrorType = SwapRevertedError
/** The swap (or its approve) was mined and reverted, e.g. on slippage. */
export class SwapRevertedError extends defineError(
  'SwapRevertedError',
  (hash: string) => ({
    shortMessage: 'The swap reverted',
    docsPath,
    metaMessages: [`Transaction: ${hash}.`],
  }),
) {}

export type SwapTokensRequiredErrorType = SwapTokensRequiredError
/** A swap needs a from and a to token. */
export class SwapTokensRequiredError extends defineError(
  'SwapTokensRequiredError',
  { shortMessage: 'Choose the tokens to swap', docsPath },
) {}

export type SwapBatchPendingErrorType = SwapBatchPendingError
/** The wallet still reports the swap's batch pending after two minutes. */
export class SwapBatchPendingError extends defineError(
  'SwapBatchPendingError',
  (id: string) => ({
    shortMessage: 'The swap is still pending',
    docsPath,
    metaMessages: [`Batch: ${id}.`],
  }),
) {}
