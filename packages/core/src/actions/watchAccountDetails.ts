import { createWatcher } from '../utils/createWatcher.js'
import { getAccountDetails } from './getAccountDetails.js'

/**
 * Calls `onChange` when the account's explorer url, tab or address labels
 * change.
 * https://latch.dev/docs/core/actions/getAccountDetails
 *
 * @example
 * const stop = watchAccountDetails(config, { onChange: ({ tab }) => show(tab) })
 */
export const watchAccountDetails = createWatcher(getAccountDetails)
