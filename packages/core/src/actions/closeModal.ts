import { isSiwxClosePrevented } from '../siwx/isSiwxClosePrevented.js'
import { dispatch } from '../state/dispatch.js'
import type { Config } from '../types/config.js'
import { shakeModal } from './shakeModal.js'

function settle(config: Config) {
  const waiters = [...config._internal.modalWaiters]
  config._internal.modalWaiters.clear()
  for (const resolve of waiters) resolve()
}

/**
 * Closes the modal and settles every pending `openModal` promise. An
 * embedded modal cannot close: it goes back to Account, or Connect. While
 * sign-in is required and the wallet has no session, it does not close
 * either: it shakes (SPEC §4).
 */
export function closeModal(config: Config) {
  if (isSiwxClosePrevented(config)) return shakeModal(config)
  const { modal, activeNamespace, namespaces } = config.state
  if (modal.embedded) {
    const connected =
      activeNamespace !== undefined &&
      namespaces[activeNamespace]?.status === 'connected'
    dispatch(config, {
      type: 'modal/reset',
      route: { view: connected ? 'Account' : 'Connect' },
    })
    settle(config)
    return
  }
  if (!modal.open) return
  dispatch(config, { type: 'modal/closed' })
  config.events.emit('track', { event: 'MODAL_CLOSE' })
  settle(config)
}
