import { initialSwapState } from '../swap/nextSwapState.js'
import type { SwapState } from '../swap/types.js'
import type { Config } from '../types/config.js'
import { createWatcher } from '../utils/createWatcher.js'
import { changeSwap } from './swap/changeSwap.js'

/**
 * The Swap flow's state: the pair, the typed amount, the slippage (SPEC
 * §9: 1 %) and the wallet prompt under way.
 * https://latch.dev/docs/core/actions/swapTokens
 */
export function getSwapState(config: Config): SwapState {
  return config.state.swap ?? initialSwapState
}

export type SetSwapStateParameters = Partial<Omit<SwapState, 'step'>>

/** Changes the Swap flow's tokens, amount or slippage (`swap/edited`). */
export function setSwapState(
  config: Config,
  parameters: SetSwapStateParameters,
): void {
  changeSwap(config, { type: 'swap/edited', patch: parameters })
}

/** Starts the Swap flow over (`swap/reset`). */
export function resetSwapState(config: Config): void {
  changeSwap(config, { type: 'swap/reset' })
}

/** Calls `onChange` when the Swap flow's state changes. */
export const watchSwapState = createWatcher(getSwapState)
