import { createWatcher } from '../utils/createWatcher.js'
import { getProfileState } from './getProfileState.js'

/** Calls `onChange` when the active account's profile changes. */
export const watchProfile = createWatcher(getProfileState)
