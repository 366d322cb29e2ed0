import { dispatch } from '../state/dispatch.js'
import type { Config } from '../types/config.js'
import { getEmbeddedAlert } from './getEmbeddedAlert.js'

/**
 * Shows an embedded-wallet failure as the modal's alert and reports it
 * (SPEC §8), when it is one of the alerting kinds.
 */
export function reportEmbeddedError(config: Config, error: unknown) {
  const found = getEmbeddedAlert(error)
  if (!found) return
  dispatch(config, { type: 'alert/shown', alert: found.alert })
  if (found.event)
    config.events.emit('track', {
      event: found.event,
      properties: { message: found.alert.message },
    })
}
