import {
  type Config,
  closeModal,
  getModalState,
  type ViewName,
} from '@latch/core'

/**
 * Closes the modal after a login finished, if it still shows `view`: core
 * may have moved on meanwhile (sign-in, an unsupported network), and the
 * visitor may have left the view.
 */
export function closeIfShowing(config: Config, view: ViewName) {
  const { open, route } = getModalState(config)
  if (open && route.view === view) closeModal(config)
}
