import { createWatcher } from '../utils/createWatcher.js'
import { getLegalAccepted } from './getLegalAccepted.js'

/** Calls `onChange` when Connect's terms box is ticked or unticked. */
export const watchLegalAccepted = createWatcher(getLegalAccepted)
