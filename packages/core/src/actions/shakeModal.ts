import type { Config } from '../types/config.js'

/** Shakes the modal for 500 ms, e.g. when the visitor must act first. */
export function shakeModal(config: Config) {
  config.setState((s) => ({
    ...s,
    modal: { ...s.modal, shakeCount: s.modal.shakeCount + 1 },
  }))
}
