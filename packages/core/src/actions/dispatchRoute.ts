import { dispatch } from '../state/dispatch.js'
import { type RouterAction, routerReducer } from '../state/routerReducer.js'
import type { Config } from '../types/config.js'
import { closeModal } from './closeModal.js'

/** Applies a router action to a config, closing the modal when it says so. */
export function dispatchRoute(config: Config, action: RouterAction) {
  const history = config.state.router.history
  const next = routerReducer(history, action)
  if (next === undefined) return closeModal(config)
  if (next === history) return
  dispatch(config, { type: 'router/moved', action })
  const view = next[next.length - 1]?.view
  if (view) config.events.emit('view', { view })
}
