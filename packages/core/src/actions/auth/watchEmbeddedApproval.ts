import { createWatcher } from '../../utils/createWatcher.js'
import { getEmbeddedApproval } from './getEmbeddedApproval.js'

/**
 * Calls `onChange` when an approval starts or ends in the embedded frame.
 * https://latch.dev/docs/core/actions/getEmbeddedApproval
 *
 * @example
 * watchEmbeddedApproval(config, { onChange: (a) => console.log(a?.method) })
 */
export const watchEmbeddedApproval = createWatcher(getEmbeddedApproval)
