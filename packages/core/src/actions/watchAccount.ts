import { createWatcher } from '../utils/createWatcher.js'
import { getAccount } from './getAccount.js'

/** Calls `onChange` when the active account changes. */
export const watchAccount = createWatcher(getAccount)
