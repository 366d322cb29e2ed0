import { reportEmbeddedError } from '../../auth/reportEmbeddedError.js'
import type { AuthConnector } from '../../auth/types.js'
import { getLogger } from '../../logger/getLogger.js'
import { dispatch } from '../../state/dispatch.js'
import type { Config } from '../../types/config.js'
import { closeModal } from '../closeModal.js'
import { goBack } from '../goBack.js'
import { pushView } from '../pushView.js'
import { dispatchEmbeddedUser } from './dispatchEmbeddedUser.js'

const current = (config: Config) => config.state.router.history.at(-1)?.view

/**
 * Follows the auth connector's own events for the life of the config:
 * the user into state, errors into alerts and reports, the frame's log
 * lines into the config's log (`getLogs`), and approvals into
 * the ApproveTransaction view (opened over whatever shows, or opening the
 * modal; closed again when the frame is done), and the theme and locale
 * into the frame. Closing the modal while a request waits rejects it. Idempotent.
 */
export function watchAuthConnector(config: Config, connector: AuthConnector) {
  const watched = config._internal.authWatchers
  if (watched.has(connector.id)) return
  const emitter = connector.authEmitter
  let openedModal = false
  const sync = () =>
    connector.syncTheme({
      themeMode: config.state.theme.themeMode,
      themeVariables: config.state.theme.themeVariables,
      locale: config.state.locale,
    })
  const offs = [
    emitter.on('user', (user) => dispatchEmbeddedUser(config, user)),
    emitter.on('error', ({ error }) => reportEmbeddedError(config, error)),
    emitter.on('log', ({ line }) =>
      getLogger(config).write({
        level: 'debug',
        source: 'frame',
        message: line,
      }),
    ),
    emitter.on('approvalOpen', ({ method, title }) => {
      dispatch(config, { type: 'embedded/approvalOpened', method, title })
      // A closed modal keeps its last history (maybe this very view).
      if (config.state.modal.open && current(config) === 'ApproveTransaction')
        return
      openedModal = !config.state.modal.open
      if (!openedModal) return pushView(config, { view: 'ApproveTransaction' })
      dispatch(config, {
        type: 'modal/opened',
        route: { view: 'ApproveTransaction' },
      })
      config.events.emit('view', { view: 'ApproveTransaction' })
    }),
    emitter.on('approvalClose', () => {
      if (!config.state.embeddedApproval) return
      dispatch(config, { type: 'embedded/approvalClosed' })
      if (current(config) !== 'ApproveTransaction') return
      if (openedModal) closeModal(config)
      else goBack(config)
    }),
    // The visitor closed the modal (or left the view) while the frame
    // waits: the page stops waiting and the frame hides.
    config.subscribe(
      (s) =>
        s.modal.open &&
        s.router.history.some((r) => r.view === 'ApproveTransaction'),
      (showing) => {
        if (showing || !config.state.embeddedApproval) return
        dispatch(config, { type: 'embedded/approvalClosed' })
        connector.cancelApproval()
      },
    ),
    // The frame's approval screen matches the modal's theme (mode and
    // variables) and language.
    config.subscribe((s) => s.theme, sync),
    config.subscribe((s) => s.locale, sync),
  ]
  sync()
  const stop = () => {
    for (const off of offs) off()
    watched.delete(connector.id)
    config._internal.cleanups.delete(stop)
  }
  watched.set(connector.id, stop)
  config._internal.cleanups.add(stop)
}
