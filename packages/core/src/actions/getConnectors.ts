import type { Config } from '../types/config.js'
import type { Connector } from '../types/connector.js'

/** Every connector known to the config, discovered ones included. */
export function getConnectors(config: Config): readonly Connector[] {
  return config.state.connectors
}
