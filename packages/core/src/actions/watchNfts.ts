import { createWatcher } from '../utils/createWatcher.js'
import { getNftsState } from './getNftsState.js'

/** Calls `onChange` when the active account's NFTs change. */
export const watchNfts = createWatcher(getNftsState)
