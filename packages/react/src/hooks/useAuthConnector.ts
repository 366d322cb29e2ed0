import {
  type AuthConnector,
  getAuthConnector,
  watchConnectors,
} from '@latch/core'
import { useConfigValue } from '../internal/useConfigValue.js'

/**
 * The config's embedded-wallet connector (type `AUTH`), if it has one.
 * https://latch.dev/docs/react/hooks/useAuthConnector
 */
export function useAuthConnector(): AuthConnector | undefined {
  return useConfigValue(getAuthConnector, watchConnectors)
}
