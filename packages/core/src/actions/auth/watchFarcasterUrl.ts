import { createWatcher } from '../../utils/createWatcher.js'
import { getFarcasterUrl } from './getFarcasterUrl.js'

/**
 * Calls `onChange` when the Farcaster sign-in link changes.
 * https://latch.dev/docs/core/actions/connectFarcaster
 *
 * @example
 * const stop = watchFarcasterUrl(config, { onChange: (url) => render(url) })
 */
export const watchFarcasterUrl = createWatcher(getFarcasterUrl)
