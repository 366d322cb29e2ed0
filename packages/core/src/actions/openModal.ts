import { dispatch } from '../state/dispatch.js'
import type { Config } from '../types/config.js'
import type { CustomView, OpenableView, Route } from '../types/route.js'

export type OpenModalParameters = {
  /**
   * The first view; defaults to Account when connected, else Connect (also
   * for Send and Receive without a connected account). A `CustomView`
   * (`{ name, title }`) shows a view given by the caller; one without a
   * non-empty name and title opens the default view instead.
   */
  view?: OpenableView | 'UnsupportedChain' | CustomView | undefined
}

const isCustomView = (view: unknown): view is CustomView =>
  typeof view === 'object' &&
  view !== null &&
  typeof (view as CustomView).name === 'string' &&
  (view as CustomView).name !== '' &&
  typeof (view as CustomView).title === 'string' &&
  (view as CustomView).title !== ''

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
  const given = parameters.view
  const fallback = connected ? 'Account' : 'Connect'
  const asked = typeof given === 'string' ? given : fallback
  const needsAccount = asked === 'Send' || asked === 'Receive'
  const route: Route = isCustomView(given)
    ? { view: 'Custom', name: given.name, title: given.title }
    : ({ view: needsAccount && !connected ? 'Connect' : asked } as Route)
  const { view } = route
  const wasOpen = config.state.modal.open
  dispatch(config, { type: 'modal/opened', route })
  if (!wasOpen)
    config.events.emit('track', { event: 'MODAL_OPEN', properties: { view } })
  config.events.emit('view', { view })
  return new Promise((resolve) => config._internal.modalWaiters.add(resolve))
}
