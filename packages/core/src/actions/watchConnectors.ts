import { createWatcher } from '../utils/createWatcher.js'
import { getConnectors } from './getConnectors.js'

/** Calls `onChange` when connectors are discovered. */
export const watchConnectors = createWatcher(getConnectors)
