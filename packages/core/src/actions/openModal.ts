import { dispatch } from '../state/dispatch.js'
import type { Config } from '../types/config.js'
import type { OpenableView, Route } from '../types/route.js'

export type OpenModalParameters = {
  /**
   * The first view; defaults to Account when connected, else Connect (also
   * for Send and Receive without a connected account).
   */
  view?: OpenableView | 'UnsupportedChain' | undefined
}

/**
 * Opens the modal. The promise settles when the modal closes, so a caller
 * can await the whole flow.
 *
 * @example
 * await openModal(config)
 * console.log(getAccount(config).isConnected)
 */
export function openModal(
  config: Config,
  parameters: OpenModalParameters = {},
): Promise<void> {
  const { activeNamespace, namespaces } = config.state
  const connected =
    activeNamespace !== undefined &&
    namespaces[activeNamespace]?.status === 'connected'
  const asked = parameters.view ?? (connected ? 'Account' : 'Connect')
  const needsAccount = asked === 'Send' || asked === 'Receive'
  const view = needsAccount && !connected ? 'Connect' : asked
  const route = { view } as Route
  const wasOpen = config.state.modal.open
  dispatch(config, { type: 'modal/opened', route })
  if (!wasOpen)
    config.events.emit('track', { event: 'MODAL_OPEN', properties: { view } })
  config.events.emit('view', { view })
  return new Promise((resolve) => config._internal.modalWaiters.add(resolve))
}
