import type { SwapState } from '../swap/types.js'

/**
 * The named events of the Swap flow. Each carries the state it leads to,
 * computed by `nextSwapState` (swap/) in the action that dispatches it: the
 * store, in the first load, only stores it; the transitions load with Swap.
 */
export type SwapEvent = {
  /**
   * `swap/edited`: a token, the amount or the slippage changed;
   * `swap/stepChanged`: a wallet prompt (approve, then swap) started, or
   * all ended; `swap/reset`: the swap went out, or the visitor left Swap.
   */
  type: 'swap/edited' | 'swap/stepChanged' | 'swap/reset'
  swap: SwapState | undefined
}
