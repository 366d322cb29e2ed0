import { createWatcher } from '../utils/createWatcher.js'
import { getNetwork } from './getNetwork.js'

/** Calls `onChange` when the active network changes. */
export const watchNetwork = createWatcher(getNetwork)
