import { createWatcher } from '../utils/createWatcher.js'
import { getTheme } from './getTheme.js'

/** Calls `onChange` when the theme changes. */
export const watchTheme = createWatcher(getTheme)
