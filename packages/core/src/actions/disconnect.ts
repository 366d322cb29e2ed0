import type { ChainNamespace } from '@latch/common'
import { forgetConnection } from '../internal/forgetConnection.js'
import type { Config } from '../types/config.js'

export type DisconnectParameters = {
  /** Only this namespace; by default every connected one. */
  namespace?: ChainNamespace | undefined
}

/**
 * Disconnects the wallet of one namespace, or of all. Local state is reset
 * even when the wallet fails to answer; the wallet's error is rethrown after.
 *
 * @example
 * await disconnect(config)
 */
export async function disconnect(
  config: Config,
  parameters: DisconnectParameters = {},
): Promise<void> {
  const { namespaces, connectors } = config.state
  const targets = (Object.keys(namespaces) as ChainNamespace[]).filter(
    (n) => parameters.namespace === undefined || n === parameters.namespace,
  )
  let failure: unknown
  for (const namespace of targets) {
    const connector = connectors.find(
      (c) => c.id === namespaces[namespace]?.connectorId,
    )
    if (!connector) continue
    try {
      await connector.disconnect()
    } catch (error) {
      failure ??= error
    }
    forgetConnection(config, connector)
  }
  if (failure) {
    // The error table loads with a wallet's failure, never with the modal
    // (imported here, not through toProviderError: one chunk less to fetch).
    const { mapProviderError } = await import('../utils/mapProviderError.js')
    const error = mapProviderError(failure)
    config.events.emit('track', {
      event: 'DISCONNECT_ERROR',
      properties: { message: error.shortMessage },
    })
    throw error
  }
  config.events.emit('track', { event: 'DISCONNECT_SUCCESS' })
}
