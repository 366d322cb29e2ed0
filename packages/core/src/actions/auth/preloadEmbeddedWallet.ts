import type { Config } from '../../types/config.js'
import { getAuthConnector } from './getAuthConnector.js'

/**
 * Starts loading the embedded wallet (its chunk and frame) ahead of need,
 * e.g. when the e-mail field gets focus. Never rejects.
 * https://latch.dev/docs/core/actions/preloadEmbeddedWallet
 *
 * @example
 * input.onfocus = () => preloadEmbeddedWallet(config)
 */
export async function preloadEmbeddedWallet(config: Config): Promise<void> {
  await getAuthConnector(config)
    ?.preload()
    .catch(() => {})
}
