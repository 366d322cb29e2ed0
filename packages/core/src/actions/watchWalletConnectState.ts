import { createWatcher } from '../utils/createWatcher.js'
import { getWalletConnectState } from './getWalletConnectState.js'

/** Calls `onChange` when the WalletConnect pairing state changes. */
export const watchWalletConnectState = createWatcher(getWalletConnectState)
