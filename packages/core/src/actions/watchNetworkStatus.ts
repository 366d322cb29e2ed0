import { createWatcher } from '../utils/createWatcher.js'
import { getNetworkStatus } from './getNetworkStatus.js'

/** Calls `onChange` when the browser goes online or offline. */
export const watchNetworkStatus = createWatcher(getNetworkStatus)
