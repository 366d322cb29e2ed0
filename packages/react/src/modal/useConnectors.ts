import { type Connector, getConnectors, watchConnectors } from '@latch/core'
import { useConfigValue } from '../internal/useConfigValue.js'

/** Every connector of the config, discovered ones included. */
export function useConnectors(): readonly Connector[] {
  return useConfigValue(getConnectors, watchConnectors)
}
