import type { SwapMessages } from '../../messages/useSwapMessages.js'
import type { ViewMessages } from '../../messages/useViewMessages.js'
import { sendErrorText } from '../Send/sendErrorText.js'

/**
 * The catalogue message of anything a swap can throw: its own errors and
 * the API's refusals by name and code, then what a send can throw.
 */
export function swapErrorText(
  error: unknown,
  messages: ViewMessages,
  swapMessages: SwapMessages,
): string {
  const { name, code } = (error ?? {}) as { name?: unknown; code?: unknown }
  if (name === 'SwapUnsupportedChainError' || code === 'UNSUPPORTED_CHAIN')
    return swapMessages.swapUnsupported
  if (name === 'SwapRevertedError' || code === 'SWAP_WOULD_REVERT')
    return swapMessages.swapReverted
  if (name === 'SwapTokensRequiredError' || code === 'NO_ROUTE')
    return swapMessages.swapNoRoute
  if (name === 'SwapInProgressError') return messages.confirmInWallet
  return sendErrorText(error, messages)
}
