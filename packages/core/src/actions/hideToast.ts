import type { Config } from '../types/config.js'

/** Hides the toast, if one shows. */
export function hideToast(config: Config) {
  if (config.state.toast) config.setState((s) => ({ ...s, toast: undefined }))
}
