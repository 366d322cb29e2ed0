import { createWatcher } from '../utils/createWatcher.js'
import { getWalletInfo } from './getWalletInfo.js'

/**
 * Calls `onChange` when the connected wallet's name or icon changes.
 * https://latch.dev/docs/core/actions/watchWalletInfo
 */
export const watchWalletInfo = createWatcher(getWalletInfo)
