import type { Config } from '../types/config.js'

/** Shows or hides the modal's loading state. */
export function setModalLoading(config: Config, loading: boolean) {
  config.setState((s) => ({ ...s, modal: { ...s.modal, loading } }))
}
