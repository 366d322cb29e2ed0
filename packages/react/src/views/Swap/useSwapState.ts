import { getSwapState, watchSwapState } from '@latch/core'
import { useConfigValue } from '../../internal/useConfigValue.js'

/** Core's Swap state (tokens, amount, slippage, wallet step). */
export const useSwapState = () => useConfigValue(getSwapState, watchSwapState)
