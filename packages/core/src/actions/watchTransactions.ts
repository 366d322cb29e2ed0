import { createWatcher } from '../utils/createWatcher.js'
import { getTransactionsState } from './getTransactionsState.js'

/** Calls `onChange` when the active account's history changes. */
export const watchTransactions = createWatcher(getTransactionsState)
