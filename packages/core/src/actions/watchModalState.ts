import { createWatcher } from '../utils/createWatcher.js'
import { getModalState } from './getModalState.js'

/** Calls `onChange` when the modal's state changes. */
export const watchModalState = createWatcher(getModalState)
