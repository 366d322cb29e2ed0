import { createWatcher } from '../utils/createWatcher.js'
import { getSentTransactions } from './getSentTransactions.js'

/** Calls `onChange` when the active account's own sends change. */
export const watchSentTransactions = createWatcher(getSentTransactions)
