import { createWatcher } from '../../utils/createWatcher.js'
import { getEmbeddedUser } from './getEmbeddedUser.js'

/**
 * Calls `onChange` when the embedded wallet's user changes.
 * https://latch.dev/docs/core/actions/getEmbeddedUser
 *
 * @example
 * const stop = watchEmbeddedUser(config, { onChange: (user) => render(user) })
 */
export const watchEmbeddedUser = createWatcher(getEmbeddedUser)
