import { createWatcher } from '../utils/createWatcher.js'
import { getSiwxSession } from './getSiwxSession.js'

/**
 * Calls `onChange` when the sign-in state changes.
 *
 * @example
 * const stop = watchSiwxSession(config, { onChange: (s) => console.log(s?.status) })
 */
export const watchSiwxSession = createWatcher(getSiwxSession)
