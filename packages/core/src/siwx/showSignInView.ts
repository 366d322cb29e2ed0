import { dispatch } from '../state/dispatch.js'
import type { Config } from '../types/config.js'

const VIEW = 'SIWXSignMessage'

/** Opens the modal on SIWXSignMessage, or moves an open modal there. */
export function showSignInView(config: Config) {
  const { modal, router } = config.state
  const top = router.history[router.history.length - 1]
  if (modal.open && top?.view === VIEW) return
  dispatch(config, {
    type: 'modal/opened',
    route: { view: VIEW },
    keepStack: true,
  })
  if (!modal.open)
    config.events.emit('track', {
      event: 'MODAL_OPEN',
      properties: { view: VIEW },
    })
  config.events.emit('view', { view: VIEW })
}

/** True while the modal shows SIWXSignMessage. */
export function isSignInViewShown(config: Config) {
  const { modal, router } = config.state
  return modal.open && router.history[router.history.length - 1]?.view === VIEW
}
