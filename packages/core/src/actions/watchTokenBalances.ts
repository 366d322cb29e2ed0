import { createWatcher } from '../utils/createWatcher.js'
import { getTokenBalancesState } from './getTokenBalancesState.js'

/** Calls `onChange` when the active account's token balances change. */
export const watchTokenBalances = createWatcher(getTokenBalancesState)
