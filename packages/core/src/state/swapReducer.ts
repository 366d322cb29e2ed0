import type { SwapState } from '../swap/types.js'

/** Default slippage tolerance in percent (SPEC §9). */
export const SWAP_SLIPPAGE = '1'

/** The Swap flow before anything was chosen. */
export const initialSwapState: SwapState = {
  amount: '',
  slippage: SWAP_SLIPPAGE,
}

/** The named events of the Swap flow. */
export type SwapEvent =
  /** The visitor changed a token, the amount or the slippage. */
  | { type: 'swap/edited'; patch: Partial<Omit<SwapState, 'step'>> }
  /** A wallet prompt (approve, then swap) started, or all ended. */
  | { type: 'swap/stepChanged'; step: SwapState['step'] }
  /** The swap went out, or the visitor left Swap: it starts over. */
  | { type: 'swap/reset' }

/**
 * Swap's state as pure transitions (kept small: the store is in the first
 * load; everything else of Swap loads with its views).
 */
export function swapReducer(
  swap: SwapState | undefined,
  event: SwapEvent,
): SwapState | undefined {
  if (event.type === 'swap/reset') return undefined
  return {
    ...initialSwapState,
    ...swap,
    ...(event.type === 'swap/edited' ? event.patch : { step: event.step }),
  }
}
