import { dispatch } from '../state/dispatch.js'
import type { Config } from '../types/config.js'
import type { OpenableView, Route } from '../types/route.js'

export type OpenModalParameters = {
  /**
   * The first view; defaults to Account when connected, else Connect (also
   * for Send and Receive without a connected account). Anything else than
   * a view name is a view given by the caller (SPEC §2), which its
   * renderer shows under `title` (`@latch/react`: a React component);
   * without a non-empty `title` the default view opens instead.
   */
  view?: OpenableView | 'UnsupportedChain' | object | undefined
  /** The header's text of a view given by the caller. */
  title?: string | undefined
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
  const { view: given, title } = parameters
  const asked =
    typeof given === 'string' ? given : connected ? 'Account' : 'Connect'
  const needsAccount = asked === 'Send' || asked === 'Receive'
  const route: Route =
    Object(given) === given && title && typeof title === 'string'
      ? { view: 'Custom', component: given as object, title }
      : ({ view: needsAccount && !connected ? 'Connect' : asked } as Route)
  const { view } = route
  const wasOpen = config.state.modal.open
  dispatch(config, { type: 'modal/opened', route })
  if (!wasOpen)
    config.events.emit('track', { event: 'MODAL_OPEN', properties: { view } })
  config.events.emit('view', { view })
  return new Promise((resolve) => config._internal.modalWaiters.add(resolve))
}
