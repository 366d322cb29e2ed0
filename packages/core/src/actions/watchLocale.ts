import { createWatcher } from '../utils/createWatcher.js'
import { getLocale } from './getLocale.js'

/** Calls `onChange` when the UI's language changes. */
export const watchLocale = createWatcher(getLocale)
