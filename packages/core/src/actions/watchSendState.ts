import { createWatcher } from '../utils/createWatcher.js'
import { getSendState } from './getSendState.js'

/** Calls `onChange` when the Send flow's state changes. */
export const watchSendState = createWatcher(getSendState)
