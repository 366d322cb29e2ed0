import { isAuthConnector } from '../../auth/isAuthConnector.js'
import type { Config } from '../../types/config.js'
import { watchAuthConnector } from './watchAuthConnector.js'

/**
 * Starts loading the embedded wallet (its chunk and frame) ahead of need,
 * e.g. when the e-mail field gets focus. Never rejects; a frame that
 * fails to load raises the alert (SPEC §8).
 * https://latch.dev/docs/core/actions/preloadEmbeddedWallet
 *
 * @example
 * input.onfocus = () => preloadEmbeddedWallet(config)
 */
export async function preloadEmbeddedWallet(config: Config): Promise<void> {
  const connector = config.state.connectors.find(isAuthConnector)
  if (!connector) return
  // A frame that fails to load shows its alert like any other failure.
  watchAuthConnector(config, connector)
  await connector.preload().catch(() => {})
}
