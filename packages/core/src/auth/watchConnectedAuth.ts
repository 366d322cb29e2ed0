import type { Config } from '../types/config.js'
import type { Connector } from '../types/connector.js'
import { isAuthConnector } from './isAuthConnector.js'
import { watchAuthConnector } from './watchAuthConnector.js'

/**
 * Called when an `AUTH` connector connects or reconnects: follows its
 * events and puts its user into state.
 */
export function watchConnectedAuth(config: Config, connector: Connector) {
  if (!isAuthConnector(connector)) return
  watchAuthConnector(config, connector)
  connector.getUser().then(
    (user) => {
      if (user) config.setState((s) => ({ ...s, embeddedUser: user }))
    },
    () => {},
  )
}
