import { dispatch } from '../state/dispatch.js'
import type { Config } from '../types/config.js'

/** Shows or hides the modal's loading state. */
export function setModalLoading(config: Config, loading: boolean) {
  dispatch(config, { type: 'modal/loadingChanged', loading })
}
