import { SWAP_SLIPPAGE } from '../swap/constants.js'
import type { SwapState } from '../swap/types.js'

/** The Swap flow before anything was chosen (SPEC §9: slippage 1). */
export const initialSwapState: SwapState = {
  fromToken: undefined,
  toToken: undefined,
  amount: '',
  slippage: SWAP_SLIPPAGE,
  step: undefined,
}

/** The named events of the Swap flow. */
export type SwapEvent =
  /** The visitor changed a token, the amount or the slippage. */
  | { type: 'swap/edited'; patch: Partial<Omit<SwapState, 'step'>> }
  /** A wallet prompt (approve, then swap) started, or all ended. */
  | { type: 'swap/stepChanged'; step: SwapState['step'] }
  /** The swap went out, or the visitor left Swap: it starts over. */
  | { type: 'swap/reset' }

/** Swap's state as pure transitions. */
export function swapReducer(
  swap: SwapState | undefined,
  event: SwapEvent,
): SwapState | undefined {
  const current = swap ?? initialSwapState
  switch (event.type) {
    case 'swap/edited':
      return { ...current, ...event.patch }
    case 'swap/stepChanged':
      if (current.step === event.step) return swap
      return { ...current, step: event.step }
    case 'swap/reset':
      return undefined
  }
}
