import { dispatch } from '../../state/dispatch.js'
import { nextSwapState, type SwapChange } from '../../swap/nextSwapState.js'
import type { Config } from '../../types/config.js'

/** Applies a named change to the Swap flow (`swap/…` events). */
export function changeSwap(config: Config, change: SwapChange): void {
  dispatch(config, {
    type: change.type,
    swap: nextSwapState(config.state.swap, change),
  })
}
