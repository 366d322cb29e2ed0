import { dispatch } from '../state/dispatch.js'
import type { Config } from '../types/config.js'

/** Shakes the modal for 500 ms, e.g. when the visitor must act first. */
export function shakeModal(config: Config) {
  dispatch(config, { type: 'modal/shaken' })
}
