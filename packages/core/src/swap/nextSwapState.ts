import type { SwapState } from './types.js'

/** Default slippage tolerance in percent (SPEC §9). */
export const SWAP_SLIPPAGE = '1'

/** The Swap flow before anything was chosen. */
export const initialSwapState: SwapState = {
  amount: '',
  slippage: SWAP_SLIPPAGE,
}

/** A change of the Swap flow, by the name of its event. */
export type SwapChange =
  | { type: 'swap/edited'; patch: Partial<Omit<SwapState, 'step'>> }
  | { type: 'swap/stepChanged'; step: SwapState['step'] }
  | { type: 'swap/reset' }

/** Swap's transitions, pure: the state a change leads to. */
export function nextSwapState(
  swap: SwapState | undefined,
  change: SwapChange,
): SwapState | undefined {
  if (change.type === 'swap/reset') return undefined
  return {
    ...initialSwapState,
    ...swap,
    ...(change.type === 'swap/edited' ? change.patch : { step: change.step }),
  }
}
